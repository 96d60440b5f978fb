import { Box, TableCell, TableRow, Typography } from "@mui/material";
import type { AdminSummary } from "../../../../contract/admin";
import type { MessageKey } from "../../../i18n/catalogues";
import { useT } from "../../../i18n/useT";
import { useAdminSummaryQuery } from "../adminApi";
import ListTable, { RowHead } from "./ListTable";
import StatsWhenNear from "./overview/StatsWhenNear";
import QueryState from "./QueryState";

const LIVE_MS = 30_000;

/** The festival's totals, in the order they are shown; the teammate finder's when the server has it. */
const totalsOf = (data: AdminSummary): Array<readonly [MessageKey, number]> => [
  ["console.overview.participants", data.participants],
  ["console.overview.verified", data.verified],
  ["console.overview.completeProfiles", data.complete_profiles],
  ["console.overview.teams", data.teams],
  ...(data.finder_listings === undefined ? [] : [["console.overview.finderListings", data.finder_listings] as const]),
  ...(data.finder_teams === undefined ? [] : [["console.overview.finderTeams", data.finder_teams] as const]),
];

/**
 * Live counts: the festival's totals and, per event, teams, ready teams (at the event's minimum size; the words are
 * docs/glossary.md's), participants, registration and, on a server with the teammate finder, its open listings and the
 * teams formed through it; then the charts of the period and event chosen.
 */
export default function OverviewView() {
  const t = useT();
  const query = useAdminSummaryQuery(undefined, { pollingInterval: LIVE_MS });
  const number = (value: number) => t("console.number", { value });
  return (
    <QueryState what={t("console.overview.what")} query={query}>
      {(data) => {
        const finder = data.finder_listings !== undefined;
        return (
          <>
            <Box component="dl" sx={{ display: "flex", flexWrap: "wrap", gap: 3, m: 0, mb: 3 }}>
              {totalsOf(data).map(([label, value]) => (
                <div key={label}>
                  <Typography component="dt" variant="body2">
                    {t(label)}
                  </Typography>
                  <Typography component="dd" variant="h5" sx={{ m: 0 }}>
                    {number(value)}
                  </Typography>
                </div>
              ))}
            </Box>
            <ListTable
              label={t("console.overview.perEvent")}
              head={[
                t("console.overview.column.event"),
                { label: t("console.overview.column.teams"), align: "right" },
                { label: t("console.overview.column.readyTeams"), align: "right" },
                { label: t("console.overview.column.participants"), align: "right" },
                t("console.overview.column.registration"),
                ...(finder
                  ? [
                      { label: t("console.overview.column.finderListings"), align: "right" as const },
                      { label: t("console.overview.column.finderTeams"), align: "right" as const },
                    ]
                  : []),
              ]}
              rows={data.events}
              row={(event) => (
                <TableRow key={event.id}>
                  <RowHead>{event.name}</RowHead>
                  <TableCell align="right">{number(event.teams)}</TableCell>
                  <TableCell align="right">{number(event.complete_teams)}</TableCell>
                  <TableCell align="right">{number(event.participants)}</TableCell>
                  <TableCell>
                    {event.is_registration_on ? t("console.registration.open") : t("console.registration.closed")}
                  </TableCell>
                  {finder && <TableCell align="right">{number(event.finder_listings ?? 0)}</TableCell>}
                  {finder && <TableCell align="right">{number(event.finder_teams ?? 0)}</TableCell>}
                </TableRow>
              )}
            />
            <StatsWhenNear events={data.events} />
          </>
        );
      }}
    </QueryState>
  );
}
