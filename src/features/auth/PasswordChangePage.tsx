import { Container, Typography } from "@mui/material";

export default function PasswordChangePage() {
  return (
    <Container component="section" sx={{ py: 6 }}>
      <Typography variant="h1">Change password</Typography>
    </Container>
  );
}
