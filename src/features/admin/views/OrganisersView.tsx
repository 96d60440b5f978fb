import { Box, Button, TableCell, TableRow, TextField } from "@mui/material";
import { useState, type FormEvent } from "react";
import type { Organiser } from "../../../../contract/admin";
import { apiErrorMessage } from "../../../api/apiErrors";
import { showSuccessToast } from "../../../lib/toast";
import { useGrantOrganiserMutation, useOrganisersQuery, useRemoveOrganiserMutation } from "../adminApi";
import ConfirmDialog from "../ConfirmDialog";
import ListTable, { RowHead } from "./ListTable";
import QueryState from "./QueryState";
import { usePending } from "./usePending";

/** Who runs the console: grant the role by e-mail, remove a granted organiser. */
export default function OrganisersView() {
  const query = useOrganisersQuery();
  const [grant, { isLoading: granting }] = useGrantOrganiserMutation();
  const [remove] = useRemoveOrganiserMutation();
  const [email, setEmail] = useState("");
  const [grantError, setGrantError] = useState("");
  const { pending, ask, dialog } = usePending<Organiser>({
    run: (organiser) => remove(organiser.id),
    refused: "Not removed",
    done: (organiser) => `${organiser.email} is no longer an organiser.`,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const asked = email.trim();
    const result = await grant(asked);
    if ("error" in result) setGrantError(apiErrorMessage(result.error) ?? "The role was not granted.");
    else {
      setGrantError("");
      setEmail("");
      const granted = result.data.find((organiser) => organiser.email.toLowerCase() === asked.toLowerCase());
      showSuccessToast(`${granted?.email ?? asked} is now an organiser.`);
    }
  };

  return (
    <>
      <QueryState what="organisers" query={query}>
        {(data) => (
          <>
            <Box component="form" onSubmit={submit} sx={{ display: "flex", gap: 2, flexWrap: "wrap", mb: 2 }}>
              <TextField
                label="Participant's e-mail"
                type="email"
                required
                value={email}
                onChange={(change) => setEmail(change.target.value)}
                error={grantError !== ""}
                helperText={grantError || " "}
              />
              <Button type="submit" variant="contained" disabled={granting} sx={{ alignSelf: "flex-start", mt: 1 }}>
                Grant organiser role
              </Button>
            </Box>
            <ListTable
              label="Organisers"
              head={["Name", "E-mail", "Role from", "Action"]}
              rows={data}
              row={(organiser) => (
                <TableRow key={organiser.id}>
                  <RowHead>
                    <bdi>{organiser.name}</bdi>
                  </RowHead>
                  <TableCell>{organiser.email}</TableCell>
                  <TableCell>{organiser.source === "config" ? "Server settings" : "Granted here"}</TableCell>
                  <TableCell>
                    {organiser.source === "granted" ? (
                      <Button size="small" color="error" onClick={() => ask(organiser)}>
                        Remove {organiser.email}
                      </Button>
                    ) : (
                      "Set in the server's settings"
                    )}
                  </TableCell>
                </TableRow>
              )}
            />
          </>
        )}
      </QueryState>
      <ConfirmDialog {...dialog} title={`Remove ${pending?.email ?? ""} as organiser?`} confirmLabel="Remove">
        They keep their participant account but lose the console.
      </ConfirmDialog>
    </>
  );
}
