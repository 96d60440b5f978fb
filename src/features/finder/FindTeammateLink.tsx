import { Button } from "@mui/material";
import { lazy, Suspense } from "react";
import { Link as RouterLink } from "react-router-dom";
import { registrationOpenAt } from "../../../contract/rules";
import { paths } from "../../config/paths";
import { useT } from "../../i18n/useT";
import { nextTask } from "../../lib/nextTask";
import { useNow } from "../../lib/useNow";
import type { FestivalEvent } from "../events/eventsSlice";

/**
 * The finder's API with its schemas (and most of zod) are evaluated a task after the first card that could show the
 * link renders, not in the task that evaluates the events view's code (on a phone, 4x CPU, that task was 290 ms, about
 * 115 of them zod building the finder's schemas). Their code comes with the view's, in the same chunks ("eager"): only
 * its evaluation waits.
 */
const MyFinderGate = lazy(() => nextTask().then(() => import(/* webpackMode: "eager" */ "./MyFinderGate")));

/**
 * "Find a teammate" on an event's card: for a team event whose registration is open, while the participant has no
 * full team, on a server with the finder (its `finder/` answered; a 404 or 401 there, the original backend, shows nothing)
 * and not blocked from it. What the card knows is checked first: the finder's code is evaluated, and `finder/` asked,
 * only for a card that could show the link.
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
    <Suspense fallback={null}>
      <MyFinderGate>
        <Button
          component={RouterLink}
          to={paths.finder(event.name)}
          variant="outlined"
          size="small"
          sx={{ mt: 2 }}
          aria-label={t("dashboard.events.findTeammateFor", { eventName: event.title })}
        >
          {t("dashboard.events.findTeammate")}
        </Button>
      </MyFinderGate>
    </Suspense>
  );
}
