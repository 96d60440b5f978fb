import { Box, TableCell, TableRow } from "@mui/material";
import { useState } from "react";
import { AUDIT_ACTIONS, type AuditEntry } from "../../../../contract/admin";
import { useAuditQuery } from "../adminApi";
import { AUDIT_ACTION_LABELS, auditSentence } from "../auditSentence";
import { useSearchText } from "../useSearchText";
import ListToolbar, { ChoiceSelect, SearchBox, fromPageOne } from "./ListToolbar";
import PagedList from "./PagedList";

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
  const query = useAuditQuery({ page, action, actor });
  const filtered = action !== "" || actor !== "";
  return (
    <>
      <ListToolbar fetching={query.isFetching && !query.isLoading} what="the audit log">
        <ChoiceSelect
          label="Action"
          value={action}
          onChange={fromPageOne(setAction, setPage)}
          options={AUDIT_ACTIONS.map((item) => [item, AUDIT_ACTION_LABELS[item]] as const)}
          all="All actions"
          minWidth={240}
        />
        <SearchBox label="Made by (e-mail)" value={input} onChange={setInput} />
      </ListToolbar>
      <PagedList
        label="Audit log"
        head={["When (UTC)", "What happened", "Details"]}
        empty={filtered ? "No change matches these filters." : "No change recorded yet."}
        pager={{ page, items: "entries", onPage: setPage }}
        query={query}
        spinner
        row={(entry) => (
          <TableRow key={entry.id} sx={{ verticalAlign: "top" }}>
            <TableCell sx={{ whiteSpace: "nowrap" }}>
              <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
            </TableCell>
            <TableCell>{auditSentence(entry)}</TableCell>
            <TableCell>
              <EntryDetails entry={entry} />
            </TableCell>
          </TableRow>
        )}
      />
    </>
  );
}
