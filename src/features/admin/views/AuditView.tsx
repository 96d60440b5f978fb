import { CircularProgress, TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import { useState } from "react";
import LoadError from "../../../ui/LoadError";
import { useAuditQuery } from "../adminApi";
import Pager from "../Pager";
import ScrollTable from "../ScrollTable";

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** Every change made through the console, newest first (the server's order), 50 a page. */
export default function AuditView() {
  const [page, setPage] = useState(1);
  const { data, error, refetch, isLoading } = useAuditQuery(page);
  if (isLoading) return <CircularProgress aria-label="Loading the audit log" />;
  if (!data) return <LoadError what="audit log" error={error} onRetry={refetch} />;
  return (
    <>
      <ScrollTable label="Audit log">
        <TableHead>
          <TableRow>
            <TableCell>When (UTC)</TableCell>
            <TableCell>Who</TableCell>
            <TableCell>Action</TableCell>
            <TableCell>Target</TableCell>
            <TableCell>Details</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.results.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell>{when.format(new Date(entry.at))}</TableCell>
              <TableCell>{entry.actor.email}</TableCell>
              <TableCell>{entry.action}</TableCell>
              <TableCell>{entry.target}</TableCell>
              <TableCell>
                <code>{JSON.stringify(entry.details)}</code>
              </TableCell>
            </TableRow>
          ))}
          {data.results.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>No change recorded yet.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </ScrollTable>
      <Pager page={page} data={data} one="entry" what="entries" onPage={setPage} />
    </>
  );
}
