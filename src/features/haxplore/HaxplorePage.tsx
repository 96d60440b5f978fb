import { Container, Typography } from "@mui/material";

export default function HaxplorePage() {
  return (
    <Container component="section" sx={{ py: 6 }}>
      <Typography variant="h1">Haxplore</Typography>
    </Container>
  );
}
