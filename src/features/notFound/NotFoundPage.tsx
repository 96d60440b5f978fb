import { Button, Container, Stack, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../app/paths";

export default function NotFoundPage() {
  return (
    <Container component="section" sx={{ py: 8, textAlign: "center" }}>
      <Typography variant="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography sx={{ mb: 3 }}>This page does not exist, or it has moved. These ones do:</Typography>
      <Stack direction="row" spacing={2} justifyContent="center" flexWrap="wrap" useFlexGap>
        <Button variant="contained" component={RouterLink} to={paths.home}>
          Home
        </Button>
        <Button variant="outlined" component={RouterLink} to={paths.events}>
          Events
        </Button>
      </Stack>
    </Container>
  );
}
