import { Button, TableCell, TableRow } from "@mui/material";
import type { AdminEvent } from "../../../../contract/admin";
import type { VersionRow } from "../../../../contract/eventContent";
import ConfirmDialog from "../ConfirmDialog";
import ListTable, { RowHead } from "../views/ListTable";
import QueryState from "../views/QueryState";
import { usePending } from "../views/usePending";
import { useEventVersionsQuery, useRestoreEventVersionMutation } from "./contentApi";

/** Every published version of an event's texts, who published it and when; an earlier one restored in one step. */
export default function ContentHistory({ event, current }: { event: AdminEvent; current: number | null }) {
  const query = useEventVersionsQuery(event.id);
  const [restore] = useRestoreEventVersionMutation();
  const { pending, ask, dialog } = usePending<VersionRow>({
    run: (row) => restore({ id: event.id, version: row.version, base: current }),
    refused: "Not restored",
    done: (row) => `Version ${row.version} of ${event.name}'s texts is published again.`,
  });
  return (
    <>
      <QueryState what="versions" query={query}>
        {(page) => (
          <ListTable
            label={`Versions of ${event.name}'s texts`}
            head={["Version", "Published", "By", "Action"]}
            rows={page.results}
            row={(row) => (
              <TableRow key={row.version}>
                <RowHead>
                  {row.version}
                  {row.restored_from !== null ? ` (restores ${row.restored_from})` : ""}
                </RowHead>
                <TableCell>{row.created_at}</TableCell>
                <TableCell>{row.created_by?.email ?? "the seed"}</TableCell>
                <TableCell>
                  {row.version === current ? (
                    "Published"
                  ) : (
                    <Button size="small" variant="outlined" onClick={() => ask(row)}>
                      Restore version {row.version}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            )}
          />
        )}
      </QueryState>
      <ConfirmDialog {...dialog} title={`Restore version ${pending?.version ?? ""}?`} confirmLabel="Restore">
        {`Version ${pending?.version ?? ""} of ${event.name}'s texts is published again as a new version; the one published now stays in the history.`}
      </ConfirmDialog>
    </>
  );
}
