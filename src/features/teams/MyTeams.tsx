import { Button, Typography } from "@mui/material";
import { memo } from "react";
import { paths } from "../../config/paths";
import { useT } from "../../i18n/useT";
import { CardList, CardListItem, CardListText } from "../../ui/CardList";
import DashboardCard from "../../ui/DashboardCard";
import { SiteLink } from "../../ui/SiteLink";
import type { FestivalEvent } from "../events/eventsSlice";
import { teamStateText, teamSizeOf } from "./teamRules";

/** Every event the participant is registered for, with the team it is under. */
function MyTeams({ events, loading }: { events: FestivalEvent[]; loading: boolean }) {
  const t = useT();
  const registered = events.flatMap((event) => (event.server?.team ? [{ event, team: event.server.team }] : []));
  return (
    <DashboardCard headingId="teams-heading" title={t("dashboard.teams.mine.title")}>
      {loading && registered.length === 0 && (
        <Typography color="text.secondary">{t("dashboard.teams.mine.loading")}</Typography>
      )}
      {!loading && registered.length === 0 && (
        <Typography color="text.secondary">{t("dashboard.teams.mine.none")}</Typography>
      )}
      {registered.length > 0 && (
        <CardList>
          {registered.map(({ event, team }) => {
            const size = teamSizeOf(event, event.server);
            const secondary =
              size > 1 ? (
                <>
                  <bdi>{team.name}</bdi>
                  {" · "}
                  {team.members.map((member, index) => (
                    <span key={member.id}>
                      {index > 0 && ", "}
                      <bdi>{member.name}</bdi>
                    </span>
                  ))}
                  {` · ${teamStateText(team, size, t)}`}
                </>
              ) : (
                t("dashboard.teams.mine.individually")
              );
            return (
              <CardListItem key={event.name} divider>
                <CardListText primary={event.title} secondary={secondary} breakAnywhere />
              </CardListItem>
            );
          })}
        </CardList>
      )}
      <Button component={SiteLink} to={paths.dashboardEvents} sx={{ mt: 2 }} variant="outlined">
        {t("dashboard.teams.mine.register")}
      </Button>
    </DashboardCard>
  );
}

// Rendered again only when its own props or reads change, not each time one of the overview's reads answers.
export default memo(MyTeams);
