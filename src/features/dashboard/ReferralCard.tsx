import { Box, Typography } from "@mui/material";
import { memo } from "react";
import type { Profile } from "../../../contract/profile";
import { paths } from "../../config/paths";
import Message from "../../i18n/Message";
import { useT } from "../../i18n/useT";
import CopyButton from "../../ui/CopyButton";
import DashboardCard from "../../ui/DashboardCard";
import { WRAPPING_ROW } from "../../ui/wrappingRow";

// Without a window (the build's render that collects the page's styles, src/prerender.tsx) the path alone.
const siteOrigin = () => (typeof window === "undefined" ? "" : window.location.origin);
export const referralLink = (code: string) => `${siteOrigin()}${paths.loginWithReferral(code)}`;

/** The participant's referral code and link; a referral counts once the friend's profile is complete and verified. */
function ReferralCard({ profile }: { profile: Profile }) {
  const t = useT();
  const link = referralLink(profile.referral_code);
  const count = profile.referral_count;
  return (
    <DashboardCard headingId="referral-heading" title={t("dashboard.referral.title")}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t("dashboard.referral.rule")}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        <Message id="dashboard.referral.count" values={{ count, strong: <strong>{count}</strong> }} />
      </Typography>
      <Box sx={{ display: "flex", flexDirection: "column", gap: 1.5 }}>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t("dashboard.referral.code")}
          </Typography>
          <Box sx={WRAPPING_ROW}>
            <Typography component="code" sx={{ fontFamily: "monospace", fontWeight: 700, fontSize: "1.05rem" }}>
              {profile.referral_code}
            </Typography>
            <CopyButton text={profile.referral_code} what={t("dashboard.referral.codeNoun")} />
          </Box>
        </Box>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t("dashboard.referral.link")}
          </Typography>
          <Typography
            component="code"
            sx={{ fontFamily: "monospace", display: "block", overflowWrap: "anywhere", mb: 1 }}
          >
            {link}
          </Typography>
          <CopyButton text={link} what={t("dashboard.referral.linkNoun")} />
        </Box>
      </Box>
    </DashboardCard>
  );
}

// Rendered again only when its own props or reads change, not each time one of the overview's reads answers.
export default memo(ReferralCard);
