import { Alert, Box, Button } from "@mui/material";
import { useLocation } from "react-router-dom";
import type { Profile } from "../../../contract/profile";
import { paths } from "../../config/paths";
import { useT } from "../../i18n/useT";
import { useResendVerification } from "../../lib/useResendVerification";
import AlertHeading from "../../ui/AlertHeading";
import { SiteLink } from "../../ui/SiteLink";
import { useVerificationCheck } from "../auth/verificationApi";

interface Props {
  /** What the participant knows so far; without it both fixes are offered. */
  profile?: Profile;
  title?: string;
}

/** docs/API.md: team calls need a complete profile and a verified e-mail. Says which is missing and offers the fix. */
export default function ProfileGateHelp({ profile, title }: Props) {
  const t = useT();
  const location = useLocation();
  const { resend, sending } = useResendVerification(profile?.email);
  const { check, checking } = useVerificationCheck();
  // When what we hold says all is well, the server knows better (it just answered 403): offer both fixes.
  const known = profile && !(profile.is_profile_complete && profile.is_verified) ? profile : undefined;
  const needsProfile = !known || !known.is_profile_complete;
  const needsVerification = !known || !known.is_verified;
  const here = location.pathname + location.search;
  return (
    <Alert severity="warning" role="status">
      <AlertHeading>{title ?? t("dashboard.teams.gate.title")}</AlertHeading>
      {needsProfile && t("dashboard.teams.gate.fillProfile")}
      {needsVerification && t("dashboard.teams.gate.verify")}
      <Box sx={{ display: "flex", flexDirection: { xs: "column", sm: "row" }, gap: 1, mt: 1 }}>
        {needsProfile && (
          <Button size="small" variant="contained" component={SiteLink} to={paths.profileEditThenNext(here)}>
            {t("dashboard.teams.gate.complete")}
          </Button>
        )}
        {needsVerification && (
          <Button size="small" variant="outlined" onClick={resend} disabled={sending}>
            {t(sending ? "dashboard.identity.sending" : "dashboard.identity.resend")}
          </Button>
        )}
        {needsVerification && (
          <Button size="small" variant="outlined" onClick={() => void check()} disabled={checking}>
            {t(checking ? "dashboard.identity.checking" : "dashboard.identity.haveVerified")}
          </Button>
        )}
      </Box>
    </Alert>
  );
}
