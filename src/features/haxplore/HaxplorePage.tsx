import { Box, Card, CardContent, Container, Typography } from "@mui/material";
import { HAXPLORE, HAXPLORE_FAQ, HAXPLORE_SECTIONS } from "../../content/haxplore";
import FaqList from "../../ui/FaqList";
import { plainList } from "../../ui/muiTheme";
import PageSection from "./PageSection";
import SectionNav from "./SectionNav";
import Timeline from "./Timeline";
import { useScrollSpy } from "./useScrollSpy";

const SECTION_IDS = HAXPLORE_SECTIONS.map((section) => section.id);
const titleOf = (id: string) => HAXPLORE_SECTIONS.find((section) => section.id === id)?.label ?? id;

const cardGrid = {
  ...plainList,
  display: "grid",
  gap: 2,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 240px), 1fr))",
} as const;

function TitledCards({ items }: { items: ReadonlyArray<{ title: string; text: string }> }) {
  return (
    <Box component="ul" sx={cardGrid}>
      {items.map((item) => (
        <li key={item.title}>
          <Card variant="outlined" sx={{ height: "100%" }}>
            <CardContent>
              <Typography component="h3" variant="h3" sx={{ fontSize: "1.15rem", mb: 1 }}>
                {item.title}
              </Typography>
              <Typography color="text.secondary">{item.text}</Typography>
            </CardContent>
          </Card>
        </li>
      ))}
    </Box>
  );
}

export default function HaxplorePage() {
  const { activeId, scrollToSection } = useScrollSpy(SECTION_IDS);
  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <Box component="header" sx={{ mb: { xs: 2, md: 0 } }}>
        <Typography variant="h1" gutterBottom>
          Haxplore
        </Typography>
        <Typography variant="h2" component="p" sx={{ fontSize: "1.2rem", fontWeight: 500, maxWidth: "60ch" }}>
          {HAXPLORE.tagline}
        </Typography>
      </Box>
      <Box
        sx={{
          display: "grid",
          gap: { md: 6 },
          gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "180px minmax(0, 1fr)" },
        }}
      >
        <Box sx={{ pt: { md: 11 } }}>
          <SectionNav sections={HAXPLORE_SECTIONS} activeId={activeId} onJump={scrollToSection} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <PageSection id="about" title={titleOf("about")}>
            {HAXPLORE.about.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 2, maxWidth: "70ch" }}>
                {paragraph}
              </Typography>
            ))}
          </PageSection>
          <PageSection id="themes" title={titleOf("themes")}>
            <TitledCards items={HAXPLORE.themes} />
          </PageSection>
          <PageSection id="timeline" title={titleOf("timeline")}>
            <Timeline steps={HAXPLORE.timeline} />
          </PageSection>
          <PageSection id="prizes" title={titleOf("prizes")}>
            <TitledCards items={HAXPLORE.prizes} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {HAXPLORE.prizesNote}
            </Typography>
          </PageSection>
          <PageSection id="faq" title="Frequently asked questions">
            <FaqList items={HAXPLORE_FAQ} />
          </PageSection>
        </Box>
      </Box>
    </Container>
  );
}
