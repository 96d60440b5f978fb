import { Box, CircularProgress } from "@mui/material";
import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";
import type { DashboardData } from "../../features/dashboard/useDashboardData";
import FindTeammateLink from "../../features/finder/FindTeammateLink";
import EventRegistrationCard from "../../features/teams/EventRegistrationCard";
import JoinTeamForm from "../../features/teams/JoinTeamForm";
import ProfileGateHelp from "../../features/teams/ProfileGateHelp";
import { useT } from "../../i18n/useT";
import LoadProblem from "../../ui/LoadProblem";

/** /dashboard/events: join by code at the top, then one card per event with the action that fits it. */
export default function EventsView({ profile: profileQuery, eventsQuery, events }: DashboardData) {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const joinCode = searchParams.get("join") ?? "";
  const profile = profileQuery.data;
  const hasServerData = events.some((event) => event.server);

  const clearJoinCode = useCallback(() => {
    if (!searchParams.has("join")) return;
    const next = new URLSearchParams(searchParams);
    next.delete("join");
    setSearchParams(next, { replace: true });
  }, [searchParams, setSearchParams]);

  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      {profile && !profile.is_verified && (
        <ProfileGateHelp profile={profile} title={t("dashboard.events.verifyToRegister")} />
      )}
      <JoinTeamForm key={joinCode} initialCode={joinCode} profile={profile} onJoined={clearJoinCode} />
      {eventsQuery.isError && (
        <LoadProblem
          what={t("dashboard.events.what")}
          error={eventsQuery.error}
          stale={hasServerData}
          retrying={eventsQuery.isFetching}
          onRetry={() => void eventsQuery.refetch()}
        />
      )}
      {eventsQuery.isLoading && !hasServerData ? (
        // A screen high while the events load (the shell pre-rendered for this page shows it): the footer stays out of
        // sight, not pushed down by the cards when they come.
        <Box sx={{ display: "flex", justifyContent: "center", alignItems: "flex-start", py: 4, minHeight: "100vh" }}>
          <CircularProgress aria-label={t("dashboard.events.loading")} />
        </Box>
      ) : (
        <Box
          component="section"
          aria-label={t("dashboard.events.region")}
          sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr", xl: "1fr 1fr 1fr" } }}
        >
          {events.map((event) => (
            <EventRegistrationCard key={event.name} event={event} profile={profile} Extra={FindTeammateLink} />
          ))}
        </Box>
      )}
    </Box>
  );
}
