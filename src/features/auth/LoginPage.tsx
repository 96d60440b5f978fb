import { Container, Typography } from "@mui/material";

export default function LoginPage() {
  return (
    <Container component="section" sx={{ py: 6 }}>
      <Typography variant="h1">Login</Typography>
    </Container>
  );
}
