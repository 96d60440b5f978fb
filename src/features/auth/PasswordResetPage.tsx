import { Container, Typography } from "@mui/material";

export default function PasswordResetPage() {
  return (
    <Container component="section" sx={{ py: 6 }}>
      <Typography variant="h1">Reset password</Typography>
    </Container>
  );
}
