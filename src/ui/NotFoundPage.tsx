import { Button, Container, Stack, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../config/paths";
import { NOT_FOUND } from "../content/pages";

export default function NotFoundPage() {
  return (
    <Container
      component="section"
      aria-labelledby="not-found-title"
      sx={{ py: { xs: 6, md: 10 }, textAlign: "center" }}
    >
      <Typography
        aria-hidden
        sx={{
          fontFamily: "ui-monospace, Menlo, Consolas, monospace",
          fontSize: { xs: "3rem", md: "4.5rem" },
          fontWeight: 700,
          color: "primary.main",
          lineHeight: 1,
        }}
      >
        404
      </Typography>
      <Typography id="not-found-title" variant="h1" sx={{ mt: 2 }} gutterBottom>
        {NOT_FOUND.title}
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: "52ch", mx: "auto" }}>{NOT_FOUND.text}</Typography>
      <Stack
        component="nav"
        aria-label="Ways back"
        direction="row"
        spacing={2}
        justifyContent="center"
        flexWrap="wrap"
        useFlexGap
      >
        <Button variant="contained" component={RouterLink} to={paths.home}>
          Home
        </Button>
        <Button variant="outlined" component={RouterLink} to={paths.events}>
          Events
        </Button>
        <Button variant="outlined" component={RouterLink} to={paths.haxplore}>
          Haxplore
        </Button>
      </Stack>
    </Container>
  );
}
