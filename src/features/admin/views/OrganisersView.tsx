import { Box, Button, CircularProgress, TableBody, TableCell, TableHead, TableRow, TextField } from "@mui/material";
import { useState, type FormEvent } from "react";
import type { Organiser } from "../../../../contract/admin";
import { apiErrorMessage } from "../../../api/apiErrors";
import { showErrorToast, showSuccessToast } from "../../../lib/toast";
import LoadError from "../../../ui/LoadError";
import { useGrantOrganiserMutation, useOrganisersQuery, useRemoveOrganiserMutation } from "../adminApi";
import ConfirmDialog from "../ConfirmDialog";
import ScrollTable from "../ScrollTable";

/** Who runs the console: grant the role by e-mail, remove a granted organiser. */
export default function OrganisersView() {
  const { data, error, refetch, isLoading } = useOrganisersQuery();
  const [grant, { isLoading: granting }] = useGrantOrganiserMutation();
  const [remove, { isLoading: removing }] = useRemoveOrganiserMutation();
  const [email, setEmail] = useState("");
  const [grantError, setGrantError] = useState("");
  const [pending, setPending] = useState<Organiser | null>(null);

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

  const confirmRemove = async () => {
    if (!pending) return;
    const result = await remove(pending.id);
    if ("error" in result) showErrorToast(`Not removed: ${apiErrorMessage(result.error)}`);
    else showSuccessToast(`${pending.email} is no longer an organiser.`);
    setPending(null);
  };

  if (isLoading) return <CircularProgress aria-label="Loading the organisers" />;
  if (!data) return <LoadError what="organisers" error={error} onRetry={refetch} />;
  return (
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
      <ScrollTable label="Organisers">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>E-mail</TableCell>
            <TableCell>Role from</TableCell>
            <TableCell>Action</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((organiser) => (
            <TableRow key={organiser.id}>
              <TableCell component="th" scope="row">
                <bdi>{organiser.name}</bdi>
              </TableCell>
              <TableCell>{organiser.email}</TableCell>
              <TableCell>{organiser.source === "config" ? "Server settings" : "Granted here"}</TableCell>
              <TableCell>
                {organiser.source === "granted" ? (
                  <Button size="small" color="error" onClick={() => setPending(organiser)}>
                    Remove {organiser.email}
                  </Button>
                ) : (
                  "Set in the server's settings"
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ScrollTable>
      <ConfirmDialog
        open={pending !== null}
        title={`Remove ${pending?.email ?? ""} as organiser?`}
        confirmLabel="Remove"
        busy={removing}
        onConfirm={confirmRemove}
        onClose={() => setPending(null)}
      >
        They keep their participant account but lose the console.
      </ConfirmDialog>
    </>
  );
}
