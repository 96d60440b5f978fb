import { Container, Typography } from "@mui/material";

export default function ReferralPage() {
  return (
    <Container component="section" sx={{ py: 6 }}>
      <Typography variant="h1">Referral Leaderboard</Typography>
    </Container>
  );
}
