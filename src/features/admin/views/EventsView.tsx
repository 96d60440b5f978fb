import { Button, TableCell, TableRow } from "@mui/material";
import { useState } from "react";
import type { AdminEvent } from "../../../../contract/admin";
import { apiErrorMessage } from "../../../api/apiErrors";
import { showErrorToast, showSuccessToast } from "../../../lib/toast";
import { useAdminSummaryQuery, useSetRegistrationMutation } from "../adminApi";
import ConfirmDialog from "../ConfirmDialog";
import ListTable, { RowHead } from "./ListTable";
import QueryState from "./QueryState";

/** Registration per event, switched only after a confirmation that names the event. */
export default function EventsView() {
  const query = useAdminSummaryQuery();
  const [setRegistration, { isLoading: saving }] = useSetRegistrationMutation();
  const [pending, setPending] = useState<AdminEvent | null>(null);

  const confirm = async () => {
    if (!pending) return;
    const open = !pending.is_registration_on;
    const result = await setRegistration({ id: pending.id, open });
    if ("error" in result) showErrorToast(`Registration was not changed: ${apiErrorMessage(result.error)}`);
    else showSuccessToast(`Registration for ${pending.name} is now ${open ? "open" : "closed"}.`);
    setPending(null);
  };

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
                    onClick={() => setPending(event)}
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
        open={pending !== null}
        title={
          pending?.is_registration_on
            ? `Close registration for ${pending.name}?`
            : `Open registration for ${pending?.name ?? ""}?`
        }
        confirmLabel={pending?.is_registration_on ? "Close registration" : "Open registration"}
        busy={saving}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      >
        {pending?.is_registration_on
          ? `Nobody will be able to create or join a team for ${pending.name} until registration opens again.`
          : `Participants will be able to create and join teams for ${pending?.name ?? ""}.`}
      </ConfirmDialog>
    </>
  );
}
