import { Box, Button, MenuItem, Stack, TableCell, TableRow, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { isolate } from "../../../../contract/fields";
import { FINDER_REASON_MAX, type AdminFinderReport } from "../../../../contract/finderAdmin";
import {
  useBanFromFinderMutation,
  useDismissFinderReportMutation,
  useFinderReportsQuery,
  useHideFinderListingMutation,
  useUnbanFromFinderMutation,
} from "../adminApi";
import ConfirmDialog from "../ConfirmDialog";
import { RowHead } from "./ListTable";
import ListToolbar from "./ListToolbar";
import PagedList from "./PagedList";
import { usePending } from "./usePending";

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

const OUTCOME_WORDS = { hidden: "Listing hidden", banned: "Blocked from the finder", dismissed: "Dismissed" } as const;
type Status = "open" | "closed" | "";

/** A person as the console names them: name and e-mail. */
const Person = ({ person }: { person: { name: string; email: string } }) => (
  <>
    <bdi>{person.name}</bdi> &lt;{person.email}&gt;
  </>
);

/**
 * The teammate finder's reports (docs/API.md "Teammate finder"), open ones first: what was reported, by whom, about
 * whom; hide the listing, block its author from the finder (or lift a block), or dismiss the report, each confirmed
 * and audited. What people wrote is shown as plain text.
 */
export default function FinderView() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<Status>("open");
  const query = useFinderReportsQuery({ status, page });
  const [reason, setReason] = useState("");
  const [hide] = useHideFinderListingMutation();
  const [ban] = useBanFromFinderMutation();
  const [unban] = useUnbanFromFinderMutation();
  const [dismiss] = useDismissFinderReportMutation();
  const settle = { onSettled: () => setReason("") };
  const hiding = usePending<AdminFinderReport>({
    run: (report) => hide({ listing: report.listing.id, reason: reason.trim() }),
    refused: "Not hidden",
    done: (report) => `Hid the listing of ${isolate(report.listing.owner.name)}.`,
    ...settle,
  });
  const banning = usePending<AdminFinderReport>({
    run: (report) => ban({ user: report.about.id, reason: reason.trim() }),
    refused: "Not blocked",
    done: (report) => `Blocked ${isolate(report.about.name)} from the teammate finder.`,
    ...settle,
  });
  const lifting = usePending<AdminFinderReport>({
    run: (report) => unban({ user: report.about.id }),
    refused: "Not lifted",
    done: (report) => `Lifted the block of ${isolate(report.about.name)}.`,
  });
  const dismissing = usePending<AdminFinderReport>({
    run: (report) => dismiss({ report: report.id }),
    refused: "Not dismissed",
    done: () => "Report dismissed.",
  });
  const reasonField = (
    <TextField
      label="Reason (kept in the audit log)"
      fullWidth
      multiline
      value={reason}
      onChange={(change) => setReason(change.target.value.slice(0, FINDER_REASON_MAX))}
      sx={{ mt: 1 }}
    />
  );

  return (
    <>
      <ListToolbar fetching={query.isFetching} what="the reports">
        <TextField
          select
          label="Reports"
          value={status}
          onChange={(change) => {
            setStatus(change.target.value as Status);
            setPage(1);
          }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="open">Open</MenuItem>
          <MenuItem value="closed">Closed</MenuItem>
          <MenuItem value="">All</MenuItem>
        </TextField>
      </ListToolbar>
      <PagedList
        label="Reports"
        head={["Reported", "About", "What was reported", "Reported by", "Action"]}
        empty={status === "open" ? "No open report." : "No report."}
        pager={{ page, items: "reports", onPage: setPage }}
        query={query}
        errorOverRows
        row={(report) => (
          <TableRow key={report.id}>
            <RowHead>
              <time dateTime={report.created_at}>{when.format(new Date(report.created_at))}</time>
              <Typography variant="body2" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                <bdi>{report.reason}</bdi>
              </Typography>
            </RowHead>
            <TableCell sx={{ overflowWrap: "anywhere" }}>
              <Person person={report.about} />
              {report.about_banned && <Typography variant="body2">Blocked from the finder</Typography>}
            </TableCell>
            <TableCell sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", maxWidth: 360 }}>
              {report.request ? "Request: " : `Listing (${report.event}${report.listing.hidden ? ", hidden" : ""}): `}
              <bdi>{report.request ? report.request.message : report.listing.note}</bdi>
            </TableCell>
            <TableCell sx={{ overflowWrap: "anywhere" }}>
              <Person person={report.reporter} />
            </TableCell>
            <TableCell>
              {report.status === "closed" ? (
                report.outcome && OUTCOME_WORDS[report.outcome]
              ) : (
                <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
                  {!report.request && !report.listing.hidden && (
                    <Button size="small" color="error" onClick={() => hiding.ask(report)}>
                      Hide the listing of {report.listing.owner.name}
                    </Button>
                  )}
                  {!report.about_banned && (
                    <Button size="small" color="error" onClick={() => banning.ask(report)}>
                      Block {report.about.name} from the finder
                    </Button>
                  )}
                  <Button size="small" onClick={() => dismissing.ask(report)}>
                    Dismiss report {report.id}
                  </Button>
                </Stack>
              )}
              {report.about_banned && (
                <Box sx={{ mt: 1 }}>
                  <Button size="small" onClick={() => lifting.ask(report)}>
                    Lift the block of {report.about.name}
                  </Button>
                </Box>
              )}
            </TableCell>
          </TableRow>
        )}
      />
      <ConfirmDialog
        {...hiding.dialog}
        title={`Hide the listing of ${isolate(hiding.pending?.listing.owner.name ?? "")}?`}
        confirmLabel="Hide"
      >
        <Typography>
          Nobody will see it any more; its owner sees it hidden and cannot list again in this event.
        </Typography>
        {reasonField}
      </ConfirmDialog>
      <ConfirmDialog
        {...banning.dialog}
        title={`Block ${isolate(banning.pending?.about.name ?? "")} from the teammate finder?`}
        confirmLabel="Block"
      >
        <Typography>
          Their listings and the requests they sent end, and they can no longer list, browse or ask. They are told.
        </Typography>
        {reasonField}
      </ConfirmDialog>
      <ConfirmDialog
        {...lifting.dialog}
        title={`Lift the block of ${isolate(lifting.pending?.about.name ?? "")}?`}
        confirmLabel="Lift the block"
      >
        They can use the teammate finder again; what the block ended stays ended.
      </ConfirmDialog>
      <ConfirmDialog {...dismissing.dialog} title="Dismiss this report?" confirmLabel="Dismiss">
        The report closes with nothing done. It stays in the list of closed reports.
      </ConfirmDialog>
    </>
  );
}
