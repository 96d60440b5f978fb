import { Alert, Button, Container, Stack, Typography } from "@mui/material";
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from "react-router-dom";
import { paths } from "./paths";

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error && /loading (css )?chunk|dynamically imported module|import/i.test(error.message)) {
    return "This part of the site could not be downloaded. You may be offline, or a newer version was just published.";
  }
  return "Something on this page broke. Reloading usually fixes it.";
}

/** The error boundary of every route: the layout stays, the page explains and offers a way out. */
export default function RouteError() {
  const error = useRouteError();
  return (
    <Container component="section" sx={{ py: 8 }}>
      <Typography variant="h1" gutterBottom>
        This page could not be shown
      </Typography>
      <Alert severity="error" sx={{ mb: 3 }}>
        {describe(error)}
      </Alert>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload
        </Button>
        <Button variant="outlined" component={RouterLink} to={paths.home}>
          Home
        </Button>
      </Stack>
    </Container>
  );
}
