import { Box, Button, TextField } from "@mui/material";
import { useState, type FormEvent } from "react";
import * as z from "zod/mini";
import { ambassadorCreateSchema, type AdminAmbassador } from "../../../../contract/admin";
import { isolate } from "../../../../contract/fields";
import { apiErrorMessage } from "../../../api/apiErrors";
import { showSuccessToast } from "../../../lib/toast";
import { useAddAmbassadorMutation, useAdminAmbassadorsQuery, useDeleteAmbassadorMutation } from "../adminApi";
import ConfirmDialog from "../ConfirmDialog";
import AmbassadorRow from "./AmbassadorRow";
import ListTable from "./ListTable";
import QueryState from "./QueryState";
import { usePending } from "./usePending";

const EMPTY = { caid: "", name: "", institute_name: "", points: "0" };

/** Campus ambassadors: points edited in place, added, deleted after a confirmation. */
export default function AmbassadorsView() {
  const query = useAdminAmbassadorsQuery();
  const [add, { isLoading: adding }] = useAddAmbassadorMutation();
  const [remove] = useDeleteAmbassadorMutation();
  const [draft, setDraft] = useState(EMPTY);
  const [addError, setAddError] = useState("");
  const { pending, ask, dialog } = usePending<AdminAmbassador>({
    run: (ambassador) => remove(ambassador.caid),
    refused: "Not deleted",
    done: (ambassador) => `Deleted ${isolate(ambassador.name)}.`,
  });

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
      <QueryState what="ambassadors" query={query}>
        {(data) => (
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
            <ListTable
              label="Ambassadors"
              head={["CA id", "Name", "Institute", "Points", "Actions"]}
              empty="No ambassadors yet."
              rows={data}
              row={(ambassador) => (
                <AmbassadorRow key={`${ambassador.caid}-${ambassador.points}`} ambassador={ambassador} onDelete={ask} />
              )}
            />
          </>
        )}
      </QueryState>
      <ConfirmDialog {...dialog} title={`Delete ${isolate(pending?.name ?? "")}?`} confirmLabel="Delete">
        {`${isolate(pending?.name ?? "")} (${pending?.caid ?? ""}) leaves the public ambassadors table at once.`}
      </ConfirmDialog>
    </>
  );
}
