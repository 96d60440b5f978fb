import {
  Box,
  Button,
  CircularProgress,
  MenuItem,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from "@mui/material";
import { useState } from "react";
import LoadError from "../../../ui/LoadError";
import { useAdminParticipantsQuery, useExportCsvMutation } from "../adminApi";
import Pager from "../Pager";
import ScrollTable from "../ScrollTable";
import { useSearchText } from "../useSearchText";

type Choice = "" | "true" | "false";

/** The choice as the query string's flag (contract/admin.ts participantFilterSchema): none, "true" or "false". */
const asFilter = (choice: Choice) => (choice === "" ? undefined : choice);

/** Participants, searched and filtered by verified e-mail and complete profile, 50 a page; CSV export. */
export default function ParticipantsView() {
  const [exportCsvFile, { isLoading: exporting }] = useExportCsvMutation();
  const [page, setPage] = useState(1);
  const [verified, setVerified] = useState<Choice>("");
  const [complete, setComplete] = useState<Choice>("");
  const { input, search, setInput } = useSearchText(() => setPage(1));
  const { data, error, refetch, isFetching } = useAdminParticipantsQuery({
    search,
    verified: asFilter(verified),
    complete: asFilter(complete),
    page,
  });

  const exportCsv = async () => {
    const query = { search: search || undefined, verified: asFilter(verified), complete: asFilter(complete) };
    // A refusal is told by the app's listener for failed calls, with the server's message.
    await exportCsvFile({ path: "admin/participants/export/", query, fileName: "codefest-20-participants.csv" });
  };

  const choice = (label: string, value: Choice, set: (value: Choice) => void, yes: string, no: string) => (
    <TextField
      select
      label={label}
      value={value}
      onChange={(change) => {
        set(change.target.value as Choice);
        setPage(1);
      }}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">All</MenuItem>
      <MenuItem value="true">{yes}</MenuItem>
      <MenuItem value="false">{no}</MenuItem>
    </TextField>
  );

  return (
    <>
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", mb: 2, alignItems: "center" }}>
        <TextField
          label="Search participants"
          type="search"
          value={input}
          onChange={(change) => setInput(change.target.value)}
        />
        {choice("E-mail", verified, setVerified, "Verified", "Not verified")}
        {choice("Profile", complete, setComplete, "Complete", "Incomplete")}
        <Button variant="outlined" onClick={exportCsv} disabled={exporting}>
          {exporting ? "Exporting…" : "Export CSV"}
        </Button>
        {isFetching && <CircularProgress size={24} aria-label="Loading the participants" />}
      </Box>
      {error && <LoadError what="participants" error={error} onRetry={refetch} />}
      {data && (
        <>
          <ScrollTable label="Participants">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>E-mail</TableCell>
                <TableCell>Institute</TableCell>
                <TableCell>Verified</TableCell>
                <TableCell>Profile</TableCell>
                <TableCell>Events</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.results.map((person) => (
                <TableRow key={person.id}>
                  <TableCell component="th" scope="row">
                    {person.name || "(no name yet)"}
                    {person.is_organiser ? " (organiser)" : ""}
                  </TableCell>
                  <TableCell>{person.email}</TableCell>
                  <TableCell>
                    <bdi>{person.institute_name}</bdi>
                  </TableCell>
                  <TableCell>{person.is_verified ? "Yes" : "No"}</TableCell>
                  <TableCell>{person.is_profile_complete ? "Complete" : "Incomplete"}</TableCell>
                  <TableCell>{person.events.join(", ") || "None"}</TableCell>
                </TableRow>
              ))}
              {data.results.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6}>No participant matches.</TableCell>
                </TableRow>
              )}
            </TableBody>
          </ScrollTable>
          <Pager page={page} data={data} one="participant" what="participants" onPage={setPage} />
        </>
      )}
    </>
  );
}
