import { Box, Card, CardContent, Container, Typography } from "@mui/material";
import { HAXPLORE, HAXPLORE_SECTIONS } from "../../content/haxplore";
import { useT } from "../../i18n/useT";
import FaqList from "../../ui/FaqList";
import { plainList } from "../../ui/muiTheme";
import PageSection from "./PageSection";
import SectionNav from "./SectionNav";
import Timeline from "./Timeline";
import { useScrollSpy } from "./useScrollSpy";

const SECTION_IDS = [...HAXPLORE_SECTIONS];

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
  const t = useT();
  const themes = HAXPLORE.themes.map((id) => ({
    title: t(`haxplore.theme.${id}.title`),
    text: t(`haxplore.theme.${id}.text`),
  }));
  const prizes = HAXPLORE.prizes.map((id) => ({
    title: t(`haxplore.prize.${id}.title`),
    text: t(`haxplore.prize.${id}.text`),
  }));
  const steps = HAXPLORE.timeline.map((n) => ({
    when: t(`haxplore.timeline.${n}.when`),
    what: t(`haxplore.timeline.${n}.what`),
    detail: t(`haxplore.timeline.${n}.detail`),
  }));
  const faq = HAXPLORE.faq.map((n) => ({
    question: t(`haxplore.faq.${n}.question`),
    answer: t(`haxplore.faq.${n}.answer`),
  }));
  const sections = HAXPLORE_SECTIONS.map((id) => ({ id, label: t(`haxplore.section.${id}`) }));
  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <Box component="header" sx={{ mb: { xs: 2, md: 0 } }}>
        <Typography variant="h1" gutterBottom>
          {t("haxplore.title")}
        </Typography>
        <Typography variant="h2" component="p" sx={{ fontSize: "1.2rem", fontWeight: 500, maxWidth: "60ch" }}>
          {t("haxplore.tagline")}
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
          <SectionNav sections={sections} activeId={activeId} onJump={scrollToSection} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <PageSection id="about" title={t("haxplore.section.about")}>
            {HAXPLORE.about.map((n) => (
              <Typography key={n} sx={{ mb: 2, maxWidth: "70ch" }}>
                {t(`haxplore.about.${n}`)}
              </Typography>
            ))}
          </PageSection>
          <PageSection id="themes" title={t("haxplore.section.themes")}>
            <TitledCards items={themes} />
          </PageSection>
          <PageSection id="timeline" title={t("haxplore.section.timeline")}>
            <Timeline steps={steps} />
          </PageSection>
          <PageSection id="prizes" title={t("haxplore.section.prizes")}>
            <TitledCards items={prizes} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {t("haxplore.prizesNote")}
            </Typography>
          </PageSection>
          <PageSection id="faq" title={t("ui.faq")}>
            <FaqList items={faq} />
          </PageSection>
        </Box>
      </Box>
    </Container>
  );
}
