import { Button, Stack } from "@mui/material";
import { Link as RouterLink } from "react-router-dom";
import { useAppSelector } from "../../app/hooks";
import { paths } from "../../app/paths";
import { selectIsLoggedIn } from "../auth/authSlice";

/** Explore the events, and sign in (visitors) or go to the dashboard (participants). */
export default function HomeCallsToAction() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mt: 4 }}>
      <Button variant="contained" size="large" component={RouterLink} to={paths.events}>
        Explore events
      </Button>
      {isLoggedIn ? (
        <Button variant="outlined" size="large" component={RouterLink} to={paths.dashboard}>
          Go to dashboard
        </Button>
      ) : (
        <Button variant="outlined" size="large" component={RouterLink} to={paths.login}>
          Sign in
        </Button>
      )}
    </Stack>
  );
}
