import MailOutline from "@mui/icons-material/MailOutline";
import { Box, Card, CardContent, Container, Link, Typography } from "@mui/material";
import { TEAM_GROUPS } from "../../content/team";
import { useT } from "../../i18n/useT";
import { plainList } from "../../ui/muiTheme";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0])
    .join("")
    .toUpperCase();

export default function TeamPage() {
  const t = useT();
  return (
    <Container component="section" aria-labelledby="team-title" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id="team-title" variant="h1" gutterBottom>
        {t("sections.team")}
      </Typography>
      <Typography sx={{ maxWidth: "62ch", mb: 2 }}>{t("team.intro")}</Typography>
      {TEAM_GROUPS.map((group) => (
        <Box key={group.id} component="section" aria-labelledby={`team-${group.id}`} sx={{ mt: 5 }}>
          <Typography id={`team-${group.id}`} variant="h2" gutterBottom>
            {t(group.title)}
          </Typography>
          <Box
            component="ul"
            sx={{
              ...plainList,
              display: "grid",
              gap: 2,
              gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 260px), 1fr))",
            }}
          >
            {group.members.map((person) => (
              <li key={person.contact}>
                <Card variant="outlined" sx={{ height: "100%" }}>
                  <CardContent sx={{ display: "flex", gap: 2, alignItems: "center" }}>
                    <Box
                      aria-hidden
                      sx={{
                        width: 48,
                        height: 48,
                        flexShrink: 0,
                        borderRadius: "50%",
                        display: "grid",
                        placeItems: "center",
                        fontWeight: 700,
                        bgcolor: "primary.main",
                        color: "primary.contrastText",
                      }}
                    >
                      {initials(t(person.role))}
                    </Box>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography component="h3" sx={{ fontWeight: 700 }}>
                        {person.name}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t(person.role)}
                      </Typography>
                      <Link
                        href={`mailto:${person.contact}`}
                        variant="body2"
                        sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, overflowWrap: "anywhere" }}
                      >
                        <MailOutline fontSize="inherit" aria-hidden />
                        {person.contact}
                      </Link>
                    </Box>
                  </CardContent>
                </Card>
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Container>
  );
}
