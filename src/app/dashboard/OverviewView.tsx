import { Box, CircularProgress } from "@mui/material";
import CertificatesSection from "../../features/certificates/CertificatesSection";
import IdentityCard from "../../features/dashboard/IdentityCard";
import ProfileFacts from "../../features/dashboard/ProfileFacts";
import ReferralCard from "../../features/dashboard/ReferralCard";
import type { DashboardData } from "../../features/dashboard/useDashboardData";
import MyTeams from "../../features/teams/MyTeams";
import { withMessages } from "../../i18n/catalogues";
import { useT } from "../../i18n/useT";
import LoadProblem from "../../ui/LoadProblem";
import ShownOnApproach from "../../ui/ShownOnApproach";
import SettingsWhenNear from "./SettingsWhenNear";

// The teammate requests and the announcements (the finder's code, schemas and words in the language shown, the
// announcements' list and words) sit under the teams and the certificates, below a phone's first screen.
const loadRequestsAndNews = () =>
  withMessages(import(/* webpackChunkName: "dashboard-requests-news" */ "./RequestsAndNews"), [
    "finder",
    "dashboardMore",
  ]);

/**
 * /dashboard: who you are, your profile, your referrals and your teams. It renders again as the profile's and the
 * events' reads answer; its parts are memoised, so each renders again only when what it shows changed (fewer long
 * tasks on a phone while the answers come in).
 */
export default function OverviewView({ profile: profileQuery, eventsQuery, events }: DashboardData) {
  const t = useT();
  const profile = profileQuery.data;
  // The teams, the certificates and what comes on approach sit under the profile's cards: shown before them, they
  // would be pushed down a screen when the profile answers (a layout shift of about 0.5 on a phone). They are
  // rendered, so their reads start with the page, and shown once the profile is here (a kept one is there at once).
  const profileSettled = profile !== undefined || profileQuery.isError;
  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      {profileQuery.isError && (
        <LoadProblem
          what={t("dashboard.overview.profileWhat")}
          error={profileQuery.error}
          stale={profile !== undefined}
          retrying={profileQuery.isFetching}
          onRetry={() => void profileQuery.refetch()}
        />
      )}
      {!profile && profileQuery.isLoading && (
        // A screen high, as what comes under it waits for the profile: the footer stays out of sight meanwhile.
        <Box sx={{ display: "flex", justifyContent: "center", alignItems: "flex-start", py: 4, minHeight: "100vh" }}>
          <CircularProgress aria-label={t("dashboard.overview.loadingProfile")} />
        </Box>
      )}
      {profile && (
        <>
          <IdentityCard profile={profile} />
          <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
            <ProfileFacts profile={profile} />
            <ReferralCard profile={profile} />
          </Box>
        </>
      )}
      <Box sx={{ display: profileSettled ? "contents" : "none" }}>
        {eventsQuery.isError && (
          <LoadProblem
            what={t("dashboard.overview.teamsWhat")}
            error={eventsQuery.error}
            stale={eventsQuery.data !== undefined}
            retrying={eventsQuery.isFetching}
            onRetry={() => void eventsQuery.refetch()}
          />
        )}
        {(eventsQuery.data !== undefined || !eventsQuery.isError) && (
          <MyTeams events={events} loading={eventsQuery.isLoading} />
        )}
        <CertificatesSection />
        {/* Under the certificates, which come with the page: what comes on approach never moves them. */}
        <ShownOnApproach reservePx={320} ready={profileSettled} load={loadRequestsAndNews} />
        <SettingsWhenNear ready={profileSettled} />
      </Box>
    </Box>
  );
}
