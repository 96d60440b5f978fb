import { Box, Button, Paper, Typography } from "@mui/material";
import { memo } from "react";
import type { Profile } from "../../../contract/profile";
import { useT } from "../../i18n/useT";
import { useResendVerification } from "../../lib/useResendVerification";
import { INITIALS_CIRCLE } from "../../ui/initialsCircle";
import LabelChip from "../../ui/LabelChip";
import { WRAPPING_ROW } from "../../ui/wrappingRow";
import { useVerificationCheck } from "../auth/verificationApi";
import { initials } from "./initials";
import { useAccountEmail } from "./useAccountEmail";

/** Who is signed in, and whether their e-mail is verified (registration needs it). */
function IdentityCard({ profile }: { profile: Profile }) {
  const t = useT();
  const email = useAccountEmail(profile);
  const { resend, sending } = useResendVerification(email);
  const { check, checking } = useVerificationCheck();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t("dashboard.identity.region")}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Box sx={{ display: "flex", flexDirection: { xs: "column", sm: "row" }, gap: 2, alignItems: { sm: "center" } }}>
        <Box sx={INITIALS_CIRCLE} aria-hidden="true">
          {initials(profile.name, email)}
        </Box>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography variant="h2" sx={{ fontSize: "1.5rem", overflowWrap: "anywhere" }}>
            {profile.name || t("dashboard.identity.participant")}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
            {email}
          </Typography>
          <Box sx={{ ...WRAPPING_ROW, mt: 1 }}>
            {profile.is_verified ? (
              <LabelChip color="success" label={t("dashboard.identity.verified")} />
            ) : (
              <>
                <LabelChip color="error" variant="outlined" label={t("dashboard.identity.notVerified")} />
                <Button size="small" onClick={resend} disabled={sending}>
                  {t(sending ? "dashboard.identity.sending" : "dashboard.identity.resend")}
                </Button>
                <Button size="small" onClick={() => void check()} disabled={checking}>
                  {t(checking ? "dashboard.identity.checking" : "dashboard.identity.haveVerified")}
                </Button>
              </>
            )}
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}

// Rendered again only when its own props or reads change, not each time one of the overview's reads answers.
export default memo(IdentityCard);
