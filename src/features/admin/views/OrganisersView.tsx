import { Box, Button, TableCell, TableRow, TextField } from "@mui/material";
import { useState, type FormEvent } from "react";
import type { Organiser } from "../../../../contract/admin";
import { apiErrorMessage } from "../../../api/apiErrors";
import { useT } from "../../../i18n/useT";
import { showSuccessToast } from "../../../lib/toast";
import { useGrantOrganiserMutation, useOrganisersQuery, useRemoveOrganiserMutation } from "../adminApi";
import ConfirmDialog from "../ConfirmDialog";
import ListTable, { RowHead } from "./ListTable";
import QueryState from "./QueryState";
import { usePending } from "./usePending";

/** Who runs the console: grant the role by e-mail, remove a granted organiser. */
export default function OrganisersView() {
  const t = useT();
  const query = useOrganisersQuery();
  const [grant, { isLoading: granting }] = useGrantOrganiserMutation();
  const [remove] = useRemoveOrganiserMutation();
  const [email, setEmail] = useState("");
  const [grantError, setGrantError] = useState("");
  const { pending, ask, dialog } = usePending<Organiser>({
    run: (organiser) => remove(organiser.id),
    refused: t("console.teams.notRemoved"),
    done: (organiser) => t("console.organisers.removed", { email: organiser.email }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const asked = email.trim();
    const result = await grant(asked);
    if ("error" in result) setGrantError(apiErrorMessage(result.error) ?? t("console.organisers.notGranted"));
    else {
      setGrantError("");
      setEmail("");
      const granted = result.data.find((organiser) => organiser.email.toLowerCase() === asked.toLowerCase());
      showSuccessToast(t("console.organisers.granted", { email: granted?.email ?? asked }));
    }
  };

  return (
    <>
      <QueryState what={t("console.organisers.what")} query={query}>
        {(data) => (
          <>
            <Box component="form" onSubmit={submit} sx={{ display: "flex", gap: 2, flexWrap: "wrap", mb: 2 }}>
              <TextField
                label={t("console.organisers.email")}
                type="email"
                required
                value={email}
                onChange={(change) => setEmail(change.target.value)}
                error={grantError !== ""}
                helperText={grantError || " "}
              />
              <Button type="submit" variant="contained" disabled={granting} sx={{ alignSelf: "flex-start", mt: 1 }}>
                {t("console.organisers.grant")}
              </Button>
            </Box>
            <ListTable
              label={t("console.view.organisers")}
              head={[
                t("console.participants.column.name"),
                t("console.participants.column.email"),
                t("console.organisers.column.source"),
                t("console.column.action"),
              ]}
              rows={data}
              row={(organiser) => (
                <TableRow key={organiser.id}>
                  <RowHead>
                    <bdi>{organiser.name}</bdi>
                  </RowHead>
                  <TableCell>{organiser.email}</TableCell>
                  <TableCell>
                    {organiser.source === "config"
                      ? t("console.organisers.fromConfig")
                      : t("console.organisers.fromHere")}
                  </TableCell>
                  <TableCell>
                    {organiser.source === "granted" ? (
                      <Button size="small" color="error" onClick={() => ask(organiser)}>
                        {t("console.organisers.remove", { email: organiser.email })}
                      </Button>
                    ) : (
                      t("console.organisers.setInConfig")
                    )}
                  </TableCell>
                </TableRow>
              )}
            />
          </>
        )}
      </QueryState>
      <ConfirmDialog
        {...dialog}
        title={t("console.organisers.removeTitle", { email: pending?.email ?? "" })}
        confirmLabel={t("console.teams.remove")}
      >
        {t("console.organisers.removeText")}
      </ConfirmDialog>
    </>
  );
}
