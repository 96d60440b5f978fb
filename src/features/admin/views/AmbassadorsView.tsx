import { Box, Button, TextField } from "@mui/material";
import { useState, type FormEvent } from "react";
import * as z from "zod/mini";
import { ambassadorCreateSchema, type AdminAmbassador } from "../../../../contract/admin";
import { isolate } from "../../../../contract/bidi";
import { apiErrorMessage } from "../../../api/apiErrors";
import { useT } from "../../../i18n/useT";
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
  const t = useT();
  const query = useAdminAmbassadorsQuery();
  const [add, { isLoading: adding }] = useAddAmbassadorMutation();
  const [remove] = useDeleteAmbassadorMutation();
  const [draft, setDraft] = useState(EMPTY);
  const [addError, setAddError] = useState("");
  const { pending, ask, dialog } = usePending<AdminAmbassador>({
    run: (ambassador) => remove(ambassador.caid),
    refused: t("console.ambassadors.notDeleted"),
    done: (ambassador) => t("console.ambassadors.deleted", { name: isolate(ambassador.name) }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = z.safeParse(ambassadorCreateSchema, { ...draft, points: Number(draft.points) });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setAddError(issue ? `${issue.path.join(".")}: ${issue.message}` : t("console.ambassadors.checkFields"));
      return;
    }
    const result = await add(parsed.data);
    if ("error" in result) setAddError(apiErrorMessage(result.error) ?? t("console.ambassadors.notAdded"));
    else {
      setAddError("");
      setDraft(EMPTY);
      showSuccessToast(t("console.ambassadors.added", { name: isolate(result.data.name) }));
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
      <QueryState what={t("console.ambassadors.what")} query={query}>
        {(data) => (
          <>
            <Box
              component="form"
              aria-label={t("console.ambassadors.addForm")}
              onSubmit={submit}
              sx={{ display: "flex", gap: 2, flexWrap: "wrap", mb: 2, alignItems: "center" }}
            >
              {field("caid", t("console.ambassadors.caid"))}
              {field("name", t("console.participants.column.name"))}
              {field("institute_name", t("console.participants.column.institute"))}
              {field("points", t("console.ambassadors.points"))}
              <Button type="submit" variant="contained" disabled={adding}>
                {t("console.ambassadors.add")}
              </Button>
            </Box>
            {addError && (
              <Box role="alert" sx={{ color: "error.main", mb: 2 }}>
                {addError}
              </Box>
            )}
            <ListTable
              label={t("console.view.ambassadors")}
              head={[
                t("console.ambassadors.caid"),
                t("console.participants.column.name"),
                t("console.participants.column.institute"),
                t("console.ambassadors.points"),
                t("console.ambassadors.actions"),
              ]}
              empty={t("console.ambassadors.none")}
              rows={data}
              row={(ambassador) => (
                <AmbassadorRow key={`${ambassador.caid}-${ambassador.points}`} ambassador={ambassador} onDelete={ask} />
              )}
            />
          </>
        )}
      </QueryState>
      <ConfirmDialog
        {...dialog}
        title={t("console.ambassadors.deleteTitle", { name: isolate(pending?.name ?? "") })}
        confirmLabel={t("console.ambassadors.delete")}
      >
        {t("console.ambassadors.deleteText", { name: isolate(pending?.name ?? ""), caid: pending?.caid ?? "" })}
      </ConfirmDialog>
    </>
  );
}
