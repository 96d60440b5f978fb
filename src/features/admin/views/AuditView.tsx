import { Box, CircularProgress, MenuItem, TableBody, TableCell, TableHead, TableRow, TextField } from "@mui/material";
import { useState } from "react";
import { AUDIT_ACTIONS, type AuditEntry } from "../../../../contract/admin";
import LoadError from "../../../ui/LoadError";
import { useAuditQuery } from "../adminApi";
import { AUDIT_ACTION_LABELS, auditSentence } from "../auditSentence";
import Pager from "../Pager";
import ScrollTable from "../ScrollTable";
import { useSearchText } from "../useSearchText";

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** The entry's recorded facts, one click away: what it was done to and the stored details. */
function EntryDetails({ entry }: { entry: AuditEntry }) {
  return (
    <Box component="details" sx={{ "& summary": { cursor: "pointer", color: "primary.main" } }}>
      <summary>Details</summary>
      <Box component="dl" sx={{ m: 0, mt: 1, "& dt": { fontWeight: 600 }, "& dd": { ml: 0, mb: 1 } }}>
        <dt>Action</dt>
        <dd>{entry.action}</dd>
        <dt>Target</dt>
        <dd>{entry.target}</dd>
        <dt>Recorded</dt>
        <dd>
          <Box component="pre" sx={{ m: 0, whiteSpace: "pre-wrap", wordBreak: "break-word", fontSize: "0.8125rem" }}>
            {JSON.stringify(entry.details, null, 2)}
          </Box>
        </dd>
      </Box>
    </Box>
  );
}

/** Every change made through the console, newest first, as sentences; filtered by action and by who made it. */
export default function AuditView() {
  const [page, setPage] = useState(1);
  const [action, setAction] = useState("");
  const { input, search: actor, setInput } = useSearchText(() => setPage(1));
  const { data, error, refetch, isLoading, isFetching } = useAuditQuery({ page, action, actor });
  const filtered = action !== "" || actor !== "";
  return (
    <>
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", mb: 2, alignItems: "center" }}>
        <TextField
          select
          label="Action"
          value={action}
          onChange={(change) => {
            setAction(change.target.value);
            setPage(1);
          }}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="">All actions</MenuItem>
          {AUDIT_ACTIONS.map((item) => (
            <MenuItem key={item} value={item}>
              {AUDIT_ACTION_LABELS[item]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Made by (e-mail)"
          type="search"
          value={input}
          onChange={(change) => setInput(change.target.value)}
        />
        {isFetching && !isLoading && <CircularProgress size={24} aria-label="Loading the audit log" />}
      </Box>
      {isLoading && <CircularProgress aria-label="Loading the audit log" />}
      {!data && !isLoading && <LoadError what="audit log" error={error} onRetry={refetch} />}
      {data && (
        <>
          <ScrollTable label="Audit log">
            <TableHead>
              <TableRow>
                <TableCell>When (UTC)</TableCell>
                <TableCell>What happened</TableCell>
                <TableCell>Details</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.results.map((entry) => (
                <TableRow key={entry.id} sx={{ verticalAlign: "top" }}>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>
                    <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                  </TableCell>
                  <TableCell>{auditSentence(entry)}</TableCell>
                  <TableCell>
                    <EntryDetails entry={entry} />
                  </TableCell>
                </TableRow>
              ))}
              {data.results.length === 0 && (
                <TableRow>
                  <TableCell colSpan={3}>
                    {filtered ? "No change matches these filters." : "No change recorded yet."}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </ScrollTable>
          <Pager page={page} data={data} one="entry" what="entries" onPage={setPage} />
        </>
      )}
    </>
  );
}
