import { Container, Typography } from "@mui/material";

export default function ProfileEditPage() {
  return (
    <Container component="section" sx={{ py: 6 }}>
      <Typography variant="h1">Edit profile</Typography>
    </Container>
  );
}
