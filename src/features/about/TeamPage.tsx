import { Container, Typography } from "@mui/material";

export default function TeamPage() {
  return (
    <Container component="section" sx={{ py: 6 }}>
      <Typography variant="h1">Team</Typography>
    </Container>
  );
}
