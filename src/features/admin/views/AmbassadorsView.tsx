import { Box, Button, CircularProgress, TableBody, TableCell, TableHead, TableRow, TextField } from "@mui/material";
import { useState, type FormEvent } from "react";
import * as z from "zod/mini";
import { ambassadorCreateSchema, type AdminAmbassador } from "../../../../contract/admin";
import { isolate } from "../../../../contract/fields";
import { apiErrorMessage } from "../../../api/apiErrors";
import { showErrorToast, showSuccessToast } from "../../../lib/toast";
import LoadError from "../../../ui/LoadError";
import { useAddAmbassadorMutation, useAdminAmbassadorsQuery, useDeleteAmbassadorMutation } from "../adminApi";
import ConfirmDialog from "../ConfirmDialog";
import ScrollTable from "../ScrollTable";
import AmbassadorRow from "./AmbassadorRow";

const EMPTY = { caid: "", name: "", institute_name: "", points: "0" };

/** Campus ambassadors: points edited in place, added, deleted after a confirmation. */
export default function AmbassadorsView() {
  const { data, error, refetch, isLoading } = useAdminAmbassadorsQuery();
  const [add, { isLoading: adding }] = useAddAmbassadorMutation();
  const [remove, { isLoading: removing }] = useDeleteAmbassadorMutation();
  const [draft, setDraft] = useState(EMPTY);
  const [addError, setAddError] = useState("");
  const [pending, setPending] = useState<AdminAmbassador | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = z.safeParse(ambassadorCreateSchema, { ...draft, points: Number(draft.points) });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setAddError(issue ? `${issue.path.join(".")}: ${issue.message}` : "Check the fields.");
      return;
    }
    const result = await add(parsed.data);
    if ("error" in result) setAddError(apiErrorMessage(result.error) ?? "Not added.");
    else {
      setAddError("");
      setDraft(EMPTY);
      showSuccessToast(`Added ${isolate(result.data.name)}.`);
    }
  };

  const confirmDelete = async () => {
    if (!pending) return;
    const result = await remove(pending.caid);
    if ("error" in result) showErrorToast(`Not deleted: ${apiErrorMessage(result.error)}`);
    else showSuccessToast(`Deleted ${isolate(pending.name)}.`);
    setPending(null);
  };

  if (isLoading) return <CircularProgress aria-label="Loading the ambassadors" />;
  if (!data) return <LoadError what="ambassadors" error={error} onRetry={refetch} />;
  const field = (key: keyof typeof EMPTY, label: string) => (
    <TextField
      size="small"
      label={label}
      value={draft[key]}
      onChange={(change) => setDraft({ ...draft, [key]: change.target.value })}
    />
  );
  return (
    <>
      <Box
        component="form"
        aria-label="Add an ambassador"
        onSubmit={submit}
        sx={{ display: "flex", gap: 2, flexWrap: "wrap", mb: 2, alignItems: "center" }}
      >
        {field("caid", "CA id")}
        {field("name", "Name")}
        {field("institute_name", "Institute")}
        {field("points", "Points")}
        <Button type="submit" variant="contained" disabled={adding}>
          Add ambassador
        </Button>
      </Box>
      {addError && (
        <Box role="alert" sx={{ color: "error.main", mb: 2 }}>
          {addError}
        </Box>
      )}
      <ScrollTable label="Ambassadors">
        <TableHead>
          <TableRow>
            <TableCell>CA id</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Institute</TableCell>
            <TableCell>Points</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((ambassador) => (
            <AmbassadorRow
              key={`${ambassador.caid}-${ambassador.points}`}
              ambassador={ambassador}
              onDelete={setPending}
            />
          ))}
          {data.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>No ambassadors yet.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </ScrollTable>
      <ConfirmDialog
        open={pending !== null}
        title={`Delete ${isolate(pending?.name ?? "")}?`}
        confirmLabel="Delete"
        busy={removing}
        onConfirm={confirmDelete}
        onClose={() => setPending(null)}
      >
        {`${isolate(pending?.name ?? "")} (${pending?.caid ?? ""}) leaves the public ambassadors table at once.`}
      </ConfirmDialog>
    </>
  );
}
