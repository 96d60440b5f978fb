import { Box, Container, Link, Typography } from "@mui/material";
import { useAppSelector } from "../../app/hooks";
import { AMBASSADORS } from "../../content/ambassadors";
import { selectFestival } from "../../content/selectFestival";
import { useT } from "../../i18n/useT";
import FaqList from "../../ui/FaqList";
import AmbassadorTable from "./AmbassadorTable";
import BulletSection from "./BulletSection";

export default function CampusAmbassadorPage() {
  const t = useT();
  /** Applications go to the festival's contact address as published (the build's before `festival/` answers). */
  const { contact_email: contactEmail } = useAppSelector(selectFestival);
  const faq = AMBASSADORS.faq.map((n) => ({
    question: t(`ca.faq.${n}.question`),
    answer: t(`ca.faq.${n}.answer`),
  }));
  return (
    <Container component="section" aria-labelledby="ca-title" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id="ca-title" variant="h1" gutterBottom>
        {t("ca.title")}
      </Typography>
      <Typography variant="h2" component="p" sx={{ fontSize: "1.2rem", fontWeight: 500, maxWidth: "62ch", mb: 5 }}>
        {t("ca.intro")}
      </Typography>

      <Box
        sx={{ display: "grid", gap: 5, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(3, minmax(0, 1fr))" } }}
      >
        <Box component="section" aria-labelledby="ca-what">
          <Typography id="ca-what" variant="h2" gutterBottom>
            {t("ca.what.heading")}
          </Typography>
          {AMBASSADORS.whatItIs.map((n) => (
            <Typography key={n} sx={{ mb: 2 }}>
              {t(`ca.what.${n}`)}
            </Typography>
          ))}
        </Box>
        <BulletSection
          id="ca-duties"
          title={t("ca.duties.heading")}
          items={AMBASSADORS.duties.map((n) => t(`ca.duties.${n}`))}
        />
        <BulletSection
          id="ca-perks"
          title={t("ca.perks.heading")}
          items={AMBASSADORS.perks.map((n) => t(`ca.perks.${n}`))}
        />
      </Box>

      <Box
        component="section"
        aria-labelledby="ca-apply"
        sx={{ mt: 5, p: 3, borderRadius: 2, bgcolor: "action.hover" }}
      >
        <Typography id="ca-apply" variant="h2" gutterBottom>
          {t("ca.apply.heading")}
        </Typography>
        <Typography sx={{ maxWidth: "70ch" }}>{t("ca.apply.text", { email: contactEmail })}</Typography>
        <Link
          href={`mailto:${contactEmail}?subject=Campus%20ambassador`}
          sx={{ display: "inline-block", mt: 1.5, fontWeight: 600 }}
        >
          {t("ca.apply.link")}
        </Link>
      </Box>

      <Box component="section" aria-labelledby="ca-points" sx={{ mt: 6 }}>
        <Typography id="ca-points" variant="h2" gutterBottom>
          {t("ca.points.heading")}
        </Typography>
        <AmbassadorTable />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t("ca.table.note")}
        </Typography>
      </Box>

      <Box component="section" aria-labelledby="ca-faq" sx={{ mt: 6 }}>
        <Typography id="ca-faq" variant="h2" gutterBottom>
          {t("ui.faq")}
        </Typography>
        <FaqList items={faq} />
      </Box>
    </Container>
  );
}
