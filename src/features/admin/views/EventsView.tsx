import { Button, CircularProgress, TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import { useState } from "react";
import type { AdminEvent } from "../../../../contract/admin";
import { apiErrorMessage } from "../../../api/apiErrors";
import { showErrorToast, showSuccessToast } from "../../../lib/toast";
import LoadError from "../../../ui/LoadError";
import { useAdminSummaryQuery, useSetRegistrationMutation } from "../adminApi";
import ConfirmDialog from "../ConfirmDialog";
import ScrollTable from "../ScrollTable";

/** Registration per event, switched only after a confirmation that names the event. */
export default function EventsView() {
  const { data, error, refetch, isLoading } = useAdminSummaryQuery();
  const [setRegistration, { isLoading: saving }] = useSetRegistrationMutation();
  const [pending, setPending] = useState<AdminEvent | null>(null);
  if (isLoading) return <CircularProgress aria-label="Loading the events" />;
  if (!data) return <LoadError what="events" error={error} onRetry={refetch} />;

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
      <ScrollTable label="Events">
        <TableHead>
          <TableRow>
            <TableCell>Event</TableCell>
            <TableCell>Registration</TableCell>
            <TableCell>Action</TableCell>
            <TableCell>Results</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.events.map((event) => (
            <TableRow key={event.id}>
              <TableCell component="th" scope="row">
                {event.name}
              </TableCell>
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
          ))}
        </TableBody>
      </ScrollTable>
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
