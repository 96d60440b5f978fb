import { Button, List, ListItem, ListItemText, Paper, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../config/paths";
import type { FestivalEvent } from "../events/eventsApi";
import { completenessText, teamSizeOf } from "./teamRules";

/** Every event the participant is registered for, with the team it is under. */
export default function MyTeams({ events, loading }: { events: FestivalEvent[]; loading: boolean }) {
  const registered = events.flatMap((event) => (event.server?.team ? [{ event, team: event.server.team }] : []));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="teams-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="teams-heading" variant="h2" sx={{ fontSize: "1.25rem", mb: 1 }}>
        Your teams
      </Typography>
      {loading && registered.length === 0 && <Typography color="text.secondary">Loading your teams…</Typography>}
      {!loading && registered.length === 0 && (
        <Typography color="text.secondary">You have not registered for any event yet.</Typography>
      )}
      {registered.length > 0 && (
        <List disablePadding>
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
                  {` · ${completenessText(team, size)}`}
                </>
              ) : (
                "Registered individually"
              );
            return (
              <ListItem key={event.name} disableGutters divider>
                <ListItemText
                  primary={event.title}
                  secondary={secondary}
                  slotProps={{ secondary: { sx: { overflowWrap: "anywhere" } } }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
      <Button component={RouterLink} to={paths.dashboardEvents} sx={{ mt: 2 }} variant="outlined">
        Register for events
      </Button>
    </Paper>
  );
}
