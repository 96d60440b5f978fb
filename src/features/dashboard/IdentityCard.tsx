import { Avatar, Box, Button, Paper, Stack, Typography } from "@mui/material";
import { memo } from "react";
import type { Profile } from "../../../contract/profile";
import { useT } from "../../i18n/useT";
import { useResendVerification } from "../../lib/useResendVerification";
import LabelChip from "../../ui/LabelChip";
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
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
        <Avatar sx={{ width: 64, height: 64, bgcolor: "primary.main", fontSize: "1.5rem" }} aria-hidden="true">
          {initials(profile.name, email)}
        </Avatar>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography variant="h2" sx={{ fontSize: "1.5rem", overflowWrap: "anywhere" }}>
            {profile.name || t("dashboard.identity.participant")}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
            {email}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, alignItems: "center", flexWrap: "wrap" }}>
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
          </Stack>
        </Box>
      </Stack>
    </Paper>
  );
}

// Rendered again only when its own props or reads change, not each time one of the overview's reads answers.
export default memo(IdentityCard);
