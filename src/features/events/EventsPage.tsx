import { Container, Typography } from "@mui/material";

export default function EventsPage() {
  return (
    <Container component="section" sx={{ py: 6 }}>
      <Typography variant="h1">Events</Typography>
    </Container>
  );
}
