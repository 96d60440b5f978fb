import { Container, Typography } from "@mui/material";

export default function HomePage() {
  return (
    <Container component="section" sx={{ py: 6 }}>
      <Typography variant="h1">Codefest '20</Typography>
    </Container>
  );
}
