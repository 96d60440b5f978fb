import { Button, TableCell, TableRow } from "@mui/material";
import type { AdminEvent } from "../../../../contract/admin";
import { useAdminSummaryQuery, useSetRegistrationMutation } from "../adminApi";
import ConfirmDialog from "../ConfirmDialog";
import ListTable, { RowHead } from "./ListTable";
import QueryState from "./QueryState";
import { usePending } from "./usePending";

/** Registration per event, switched only after a confirmation that names the event. */
export default function EventsView() {
  const query = useAdminSummaryQuery();
  const [setRegistration] = useSetRegistrationMutation();
  const { pending, ask, dialog } = usePending<AdminEvent>({
    run: (event) => setRegistration({ id: event.id, open: !event.is_registration_on }),
    refused: "Registration was not changed",
    done: (event) => `Registration for ${event.name} is now ${event.is_registration_on ? "closed" : "open"}.`,
  });

  return (
    <>
      <QueryState what="events" query={query}>
        {(data) => (
          <ListTable
            label="Events"
            head={["Event", "Registration", "Action", "Results"]}
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
              </TableRow>
            )}
          />
        )}
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
    </>
  );
}
