import { Button } from "@mui/material";
import { registrationOpenAt } from "../../../contract/rules";
import { paths } from "../../config/paths";
import { useT } from "../../i18n/useT";
import { useNow } from "../../lib/useNow";
import { SiteLink } from "../../ui/SiteLink";
import type { FestivalEvent } from "../events/eventsSlice";
import MyFinderGate from "./MyFinderGate";

/**
 * "Find a teammate" on an event's card: for a team event whose registration is open, while the participant has no
 * full team, on a server with the finder (its `finder/` answered; a 404 or 401 there, the original backend, shows nothing)
 * and not blocked from it. What the card knows is checked first: `finder/` is asked only for a card that could show
 * the link (./finderAccessApi.ts, which reads it without the finder's schemas).
 */
export default function FindTeammateLink({ event }: { event: FestivalEvent }) {
  const t = useT();
  const now = useNow();
  const server = event.server;
  if (!server || server.max_members <= 1) return null;
  const open = now === null ? server.is_registration_on : registrationOpenAt(server, now);
  const full = server.team !== null && server.team.members.length >= server.max_members;
  if (!open || full) return null;
  return (
    <MyFinderGate>
      <Button
        component={SiteLink}
        to={paths.finder(event.name)}
        variant="outlined"
        size="small"
        sx={{ mt: 2 }}
        aria-label={t("dashboard.events.findTeammateFor", { eventName: event.title })}
      >
        {t("dashboard.events.findTeammate")}
      </Button>
    </MyFinderGate>
  );
}
