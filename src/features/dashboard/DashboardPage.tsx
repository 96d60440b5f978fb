import { Container, Typography } from "@mui/material";

export type DashboardView = "home" | "events";

export default function DashboardPage({ view }: { view: DashboardView }) {
  return (
    <Container component="section" sx={{ py: 6 }}>
      <Typography variant="h1">{view === "events" ? "Register for events" : "Dashboard"}</Typography>
    </Container>
  );
}
