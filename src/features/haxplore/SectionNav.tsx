import { Box, Link } from "@mui/material";
import { useT } from "../../i18n/useT";
import { plainList } from "../../ui/muiTheme";

/** A section of the page, with its name in the language shown. */
interface Section {
  id: string;
  label: string;
}

interface Props {
  sections: Section[];
  activeId: string;
  onJump: (id: string) => void;
}

/** The page's own table of contents; the current section is marked for sight and for screen readers. */
export default function SectionNav({ sections, activeId, onJump }: Props) {
  const t = useT();
  return (
    <Box
      component="nav"
      aria-label={t("haxplore.nav")}
      sx={{ position: { md: "sticky" }, top: { md: 88 }, alignSelf: "start", mb: { xs: 2, md: 0 } }}
    >
      <Box
        component="ul"
        sx={{
          ...plainList,
          display: "flex",
          flexDirection: { xs: "row", md: "column" },
          flexWrap: "wrap",
          gap: 0.5,
        }}
      >
        {sections.map((section) => {
          const current = section.id === activeId;
          return (
            <li key={section.id}>
              <Link
                href={`#${section.id}`}
                underline="none"
                aria-current={current ? "location" : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  onJump(section.id);
                }}
                sx={{
                  display: "block",
                  px: 1.5,
                  py: 0.75,
                  borderRadius: 1,
                  borderLeft: { md: 3 },
                  borderColor: { md: current ? "primary.main" : "transparent" },
                  fontWeight: current ? 700 : 500,
                  color: current ? "primary.main" : "text.primary",
                  bgcolor: current ? "action.selected" : "transparent",
                  "&:hover": { bgcolor: "action.hover" },
                }}
              >
                {section.label}
              </Link>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
