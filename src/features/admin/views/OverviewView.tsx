import { Box, TableCell, TableRow, Typography } from "@mui/material";
import type { AdminSummary } from "../../../../contract/admin";
import { useAdminSummaryQuery } from "../adminApi";
import ListTable, { RowHead } from "./ListTable";
import StatsCharts from "./overview/StatsCharts";
import QueryState from "./QueryState";

const LIVE_MS = 30_000;

/** The festival's totals, in the order they are shown; the teammate finder's when the server has it. */
const totalsOf = (data: AdminSummary): Array<readonly [string, number]> => [
  ["Participants", data.participants],
  ["Verified e-mails", data.verified],
  ["Complete profiles", data.complete_profiles],
  ["Teams", data.teams],
  ...(data.finder_listings === undefined ? [] : [["Teammate finder listings", data.finder_listings] as const]),
  ...(data.finder_teams === undefined ? [] : [["Teams formed through the finder", data.finder_teams] as const]),
];

/**
 * Live counts: the festival's totals and, per event, teams, ready teams (at the event's minimum size; the words are
 * docs/glossary.md's), participants, registration and, on a server with the teammate finder, its open listings and the
 * teams formed through it; then the charts of the period and event chosen.
 */
export default function OverviewView() {
  const query = useAdminSummaryQuery(undefined, { pollingInterval: LIVE_MS });
  return (
    <QueryState what="counts" query={query}>
      {(data) => {
        const finder = data.finder_listings !== undefined;
        return (
          <>
            <Box component="dl" sx={{ display: "flex", flexWrap: "wrap", gap: 3, m: 0, mb: 3 }}>
              {totalsOf(data).map(([label, value]) => (
                <div key={label}>
                  <Typography component="dt" variant="body2">
                    {label}
                  </Typography>
                  <Typography component="dd" variant="h5" sx={{ m: 0 }}>
                    {value}
                  </Typography>
                </div>
              ))}
            </Box>
            <ListTable
              label="Counts per event"
              head={[
                "Event",
                { label: "Teams", align: "right" },
                { label: "Ready teams", align: "right" },
                { label: "Participants", align: "right" },
                "Registration",
                ...(finder
                  ? [
                      { label: "Finder listings", align: "right" as const },
                      { label: "Formed through the finder", align: "right" as const },
                    ]
                  : []),
              ]}
              rows={data.events}
              row={(event) => (
                <TableRow key={event.id}>
                  <RowHead>{event.name}</RowHead>
                  <TableCell align="right">{event.teams}</TableCell>
                  <TableCell align="right">{event.complete_teams}</TableCell>
                  <TableCell align="right">{event.participants}</TableCell>
                  <TableCell>{event.is_registration_on ? "Open" : "Closed"}</TableCell>
                  {finder && <TableCell align="right">{event.finder_listings ?? 0}</TableCell>}
                  {finder && <TableCell align="right">{event.finder_teams ?? 0}</TableCell>}
                </TableRow>
              )}
            />
            <StatsCharts events={data.events} />
          </>
        );
      }}
    </QueryState>
  );
}
