import { Container, Typography } from "@mui/material";

export default function CampusAmbassadorPage() {
  return (
    <Container component="section" sx={{ py: 6 }}>
      <Typography variant="h1">Campus Ambassadors</Typography>
    </Container>
  );
}
