import { Alert, AlertTitle, CircularProgress, Typography } from "@mui/material";
import { useSearchParams } from "react-router-dom";
import { paths, safeRedirect } from "../../config/paths";
import { useHydrated } from "../../lib/useHydrated";
import { useLookupTeamQuery } from "../teams/teamsApi";

/** The code of a join link (`/dashboard/events?join=CODE`) that `/login?redirect=` will continue to, if it is one. */
export function joinCodeOf(redirect: string | null): string | null {
  if (!redirect) return null;
  const target = new URL(safeRedirect(redirect), "https://codefest.invalid");
  if (target.pathname !== paths.dashboardEvents) return null;
  const code = target.searchParams.get("join")?.trim();
  return code ? code : null;
}

/**
 * On /login when the visitor came from a join link: which team and event it is for (looked up by its code, without a
 * token), and what happens next. Shown once the page is adopted: a pre-rendered copy has no query string.
 */
export default function JoinInvitation() {
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const code = hydrated ? joinCodeOf(searchParams.get("redirect")) : null;
  const { data, isLoading, error } = useLookupTeamQuery(code ?? "", { skip: code === null });
  if (code === null) return null;
  const next =
    "Sign in or create an account below. You then come back to your events with this code filled in (a new account completes its profile first): press Join team to join.";
  if (isLoading) {
    return (
      <Alert severity="info" icon={<CircularProgress size={20} aria-label="Looking up the team" />} sx={{ mb: 3 }}>
        Looking up the team of this join link…
      </Alert>
    );
  }
  if (data) {
    return (
      <Alert severity="info" sx={{ mb: 3 }} role="region" aria-label="Join link">
        <AlertTitle>
          You are invited to join “{data.team_name}” for {data.event_name}
        </AlertTitle>
        <Typography variant="body2">{next}</Typography>
      </Alert>
    );
  }
  const unknown = error !== undefined && "httpStatus" in error && error.httpStatus === 404;
  return (
    <Alert severity="warning" sx={{ mb: 3 }} role="region" aria-label="Join link">
      <AlertTitle>
        {unknown ? "This join link's code matches no team" : "The team of this join link could not be looked up"}
      </AlertTitle>
      <Typography variant="body2">
        {unknown
          ? "Ask your teammate for a fresh link: the code changes when a member is removed. You can still sign in below."
          : `${next} The code is checked when you join.`}
      </Typography>
    </Alert>
  );
}
