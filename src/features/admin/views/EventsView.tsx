import { Button, TableCell, TableRow } from "@mui/material";
import { useSearchParams } from "react-router-dom";
import type { AdminEvent } from "../../../../contract/admin";
import { useAdminSummaryQuery, useSetRegistrationMutation } from "../adminApi";
import ConfirmDialog from "../ConfirmDialog";
import AddEventForm from "../content/AddEventForm";
import { useSetHiddenMutation } from "../content/contentApi";
import EventTexts from "../content/EventTexts";
import FestivalSection from "../content/FestivalSection";
import ListTable, { RowHead } from "./ListTable";
import QueryState from "./QueryState";
import { usePending } from "./usePending";

/**
 * Registration per event, switched only after a confirmation that names the event; where the server keeps the
 * events' texts (docs/content.md; absent from the original backend, which then shows none of it), each event's texts
 * edited at `?edit=<id>`, an event hidden or shown again, and a new event added.
 */
export default function EventsView() {
  const query = useAdminSummaryQuery();
  const [setRegistration] = useSetRegistrationMutation();
  const [setHidden] = useSetHiddenMutation();
  const [params, setParams] = useSearchParams();
  const { pending, ask, dialog } = usePending<AdminEvent>({
    run: (event) => setRegistration({ id: event.id, open: !event.is_registration_on }),
    refused: "Registration was not changed",
    done: (event) => `Registration for ${event.name} is now ${event.is_registration_on ? "closed" : "open"}.`,
  });
  const hiding = usePending<AdminEvent>({
    run: (event) => setHidden({ id: event.id, hidden: !event.hidden }),
    refused: "Not changed",
    done: (event) => (event.hidden ? `${event.name} is listed again.` : `${event.name} is hidden.`),
  });
  const edit = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete("edit");
      else next.set("edit", String(id));
      return next;
    });

  return (
    <>
      <QueryState what="events" query={query}>
        {(data) => {
          // The original backend knows no content: its summary has no `spec_event`, and the console no content editing.
          const contentOn = data.events.some((event) => event.spec_event !== undefined);
          const editing = data.events.find((event) => String(event.id) === params.get("edit"));
          return (
            <>
              <ListTable
                label="Events"
                head={["Event", "Registration", "Action", "Results", ...(contentOn ? ["Texts", "Listed"] : [])]}
                rows={data.events}
                row={(event) => (
                  <TableRow key={event.id}>
                    <RowHead>{event.name}</RowHead>
                    <TableCell>{event.is_registration_on ? "Open" : "Closed"}</TableCell>
                    <TableCell>
                      <Button
                        variant="outlined"
                        size="small"
                        onClick={() => ask(event)}
                        aria-label={`${event.is_registration_on ? "Close" : "Open"} registration for ${event.name}`}
                        sx={{ whiteSpace: "nowrap" }}
                      >
                        {event.is_registration_on ? "Close registration" : "Open registration"}
                      </Button>
                    </TableCell>
                    <TableCell>{event.results_published ? "Published" : "Not published"}</TableCell>
                    {contentOn && (
                      <TableCell>
                        <Button
                          size="small"
                          onClick={() => edit(event.id)}
                          aria-label={`Edit the texts of ${event.name}`}
                          aria-current={editing?.id === event.id ? "true" : undefined}
                        >
                          Edit texts
                        </Button>
                      </TableCell>
                    )}
                    {contentOn && (
                      <TableCell>
                        <Button
                          size="small"
                          variant="outlined"
                          onClick={() => hiding.ask(event)}
                          aria-label={`${event.hidden ? "Show" : "Hide"} ${event.name}`}
                          sx={{ whiteSpace: "nowrap" }}
                        >
                          {event.hidden ? "Hidden: show" : "Listed: hide"}
                        </Button>
                      </TableCell>
                    )}
                  </TableRow>
                )}
              />
              {contentOn && editing && <EventTexts key={editing.id} event={editing} />}
              {contentOn && <AddEventForm onAdded={(id) => edit(id)} />}
              {contentOn && <FestivalSection />}
            </>
          );
        }}
      </QueryState>
      <ConfirmDialog
        {...dialog}
        title={
          pending?.is_registration_on
            ? `Close registration for ${pending.name}?`
            : `Open registration for ${pending?.name ?? ""}?`
        }
        confirmLabel={pending?.is_registration_on ? "Close registration" : "Open registration"}
      >
        {pending?.is_registration_on
          ? `Nobody will be able to create or join a team for ${pending.name} until registration opens again.`
          : `Participants will be able to create and join teams for ${pending?.name ?? ""}.`}
      </ConfirmDialog>
      <ConfirmDialog
        {...hiding.dialog}
        title={hiding.pending?.hidden ? `List ${hiding.pending.name} again?` : `Hide ${hiding.pending?.name ?? ""}?`}
        confirmLabel={hiding.pending?.hidden ? "List it again" : "Hide it"}
      >
        {hiding.pending?.hidden
          ? "It appears again on the public pages and in the events list."
          : "It leaves the public pages and the events list and takes no registrations; its members still see their team, results and certificates, and its certificates still verify."}
      </ConfirmDialog>
    </>
  );
}
