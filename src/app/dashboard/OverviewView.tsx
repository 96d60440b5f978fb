import { Box, CircularProgress } from "@mui/material";
import CertificatesSection from "../../features/certificates/CertificatesSection";
import IdentityCard from "../../features/dashboard/IdentityCard";
import ProfileFacts from "../../features/dashboard/ProfileFacts";
import ReferralCard from "../../features/dashboard/ReferralCard";
import type { DashboardData } from "../../features/dashboard/useDashboardData";
import MyTeams from "../../features/teams/MyTeams";
import { loadPageMessages } from "../../i18n/catalogues";
import { useT } from "../../i18n/useT";
import LoadProblem from "../../ui/LoadProblem";
import ShownOnApproach from "../../ui/ShownOnApproach";
import SettingsWhenNear from "./SettingsWhenNear";

// The teammate requests and the announcements (the finder's code, schemas and words in the language shown, the
// announcements' list) sit under the teams and the certificates, below a phone's first screen.
const loadRequestsAndNews = () =>
  Promise.all([
    import(/* webpackChunkName: "dashboard-requests-news" */ "./RequestsAndNews"),
    loadPageMessages(["finder"]),
  ]).then(([module]) => module);

/**
 * /dashboard: who you are, your profile, your referrals and your teams. It renders again as the profile's and the
 * events' reads answer; its parts are memoised, so each renders again only when what it shows changed (fewer long
 * tasks on a phone while the answers come in).
 */
export default function OverviewView({ profile: profileQuery, eventsQuery, events }: DashboardData) {
  const t = useT();
  const profile = profileQuery.data;
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
        <Box sx={{ display: "flex", justifyContent: "center", py: 4 }}>
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
      <ShownOnApproach
        reservePx={320}
        ready={profile !== undefined || profileQuery.isError}
        load={loadRequestsAndNews}
      />
      <SettingsWhenNear ready={profile !== undefined || profileQuery.isError} />
    </Box>
  );
}
