import { Box, Container, Link, Typography } from "@mui/material";
import { AMBASSADOR_FAQ, AMBASSADORS } from "../../content/ambassadors";
import { FESTIVAL } from "../../content/festival";
import FaqList from "../../ui/FaqList";
import AmbassadorTable from "./AmbassadorTable";
import BulletSection from "./BulletSection";

export default function CampusAmbassadorPage() {
  return (
    <Container component="section" aria-labelledby="ca-title" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id="ca-title" variant="h1" gutterBottom>
        Campus Ambassadors
      </Typography>
      <Typography variant="h2" component="p" sx={{ fontSize: "1.2rem", fontWeight: 500, maxWidth: "62ch", mb: 5 }}>
        {AMBASSADORS.intro}
      </Typography>

      <Box
        sx={{ display: "grid", gap: 5, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(3, minmax(0, 1fr))" } }}
      >
        <Box component="section" aria-labelledby="ca-what">
          <Typography id="ca-what" variant="h2" gutterBottom>
            What it is
          </Typography>
          {AMBASSADORS.whatItIs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 2 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
        <BulletSection id="ca-duties" title="What an ambassador does" items={AMBASSADORS.duties} />
        <BulletSection id="ca-perks" title="Perks" items={AMBASSADORS.perks} />
      </Box>

      <Box
        component="section"
        aria-labelledby="ca-apply"
        sx={{ mt: 5, p: 3, borderRadius: 2, bgcolor: "action.hover" }}
      >
        <Typography id="ca-apply" variant="h2" gutterBottom>
          How to apply
        </Typography>
        <Typography sx={{ maxWidth: "70ch" }}>{AMBASSADORS.apply}</Typography>
        <Link
          href={`mailto:${FESTIVAL.contactEmail}?subject=Campus%20ambassador`}
          sx={{ display: "inline-block", mt: 1.5, fontWeight: 600 }}
        >
          Apply by e-mail
        </Link>
      </Box>

      <Box component="section" aria-labelledby="ca-points" sx={{ mt: 6 }}>
        <Typography id="ca-points" variant="h2" gutterBottom>
          Points table
        </Typography>
        <AmbassadorTable />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {AMBASSADORS.tableNote}
        </Typography>
      </Box>

      <Box component="section" aria-labelledby="ca-faq" sx={{ mt: 6 }}>
        <Typography id="ca-faq" variant="h2" gutterBottom>
          Frequently asked questions
        </Typography>
        <FaqList items={AMBASSADOR_FAQ} />
      </Box>
    </Container>
  );
}
