import { Alert, CircularProgress, Typography } from "@mui/material";
import { useSearchParams } from "react-router-dom";
import { paths, safeRedirect } from "../../config/paths";
import { useT } from "../../i18n/useT";
import { useHydrated } from "../../lib/useHydrated";
import AlertHeading from "../../ui/AlertHeading";
import { useLookupTeamQuery } from "../teams/teamLookupApi";

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
  const t = useT();
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const code = hydrated ? joinCodeOf(searchParams.get("redirect")) : null;
  const { data, isLoading, error } = useLookupTeamQuery(code ?? "", { skip: code === null });
  if (code === null) return null;
  const next = t("login.join.next");
  if (isLoading) {
    return (
      <Alert
        severity="info"
        icon={<CircularProgress size={20} aria-label={t("login.join.lookingUpLabel")} />}
        sx={{ mb: 3 }}
      >
        {t("login.join.lookingUp")}
      </Alert>
    );
  }
  if (data) {
    return (
      <Alert severity="info" sx={{ mb: 3 }} role="region" aria-label={t("login.join.region")}>
        <AlertHeading>
          {t("login.join.invited", { teamName: data.team_name, eventTitle: data.event_name })}
        </AlertHeading>
        <Typography variant="body2">{next}</Typography>
      </Alert>
    );
  }
  const unknown = error !== undefined && "httpStatus" in error && error.httpStatus === 404;
  return (
    <Alert severity="warning" sx={{ mb: 3 }} role="region" aria-label={t("login.join.region")}>
      <AlertHeading>{t(unknown ? "login.join.unknown" : "login.join.unreachable")}</AlertHeading>
      <Typography variant="body2">
        {unknown ? t("login.join.unknownHelp") : t("login.join.checkedOnJoin", { next })}
      </Typography>
    </Alert>
  );
}
