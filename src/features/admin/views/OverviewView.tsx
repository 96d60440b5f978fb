import { Box, CircularProgress, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import LoadError from "../../../ui/LoadError";
import { useAdminSummaryQuery } from "../adminApi";
import ScrollTable from "../ScrollTable";

const LIVE_MS = 30_000;

/**
 * Live counts: the festival's totals and, per event, teams, ready teams (at the event's minimum size; "complete" is
 * said of profiles only), participants and registration.
 */
export default function OverviewView() {
  const { data, error, refetch, isLoading } = useAdminSummaryQuery(undefined, { pollingInterval: LIVE_MS });
  if (isLoading) return <CircularProgress aria-label="Loading the counts" />;
  if (!data) return <LoadError what="counts" error={error} onRetry={refetch} />;
  const totals = [
    ["Participants", data.participants],
    ["Verified e-mails", data.verified],
    ["Complete profiles", data.complete_profiles],
    ["Teams", data.teams],
  ] as const;
  return (
    <>
      <Box component="dl" sx={{ display: "flex", flexWrap: "wrap", gap: 3, m: 0, mb: 3 }}>
        {totals.map(([label, value]) => (
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
      <ScrollTable label="Counts per event">
        <TableHead>
          <TableRow>
            <TableCell>Event</TableCell>
            <TableCell align="right">Teams</TableCell>
            <TableCell align="right">Ready teams</TableCell>
            <TableCell align="right">Participants</TableCell>
            <TableCell>Registration</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.events.map((event) => (
            <TableRow key={event.id}>
              <TableCell component="th" scope="row">
                {event.name}
              </TableCell>
              <TableCell align="right">{event.teams}</TableCell>
              <TableCell align="right">{event.complete_teams}</TableCell>
              <TableCell align="right">{event.participants}</TableCell>
              <TableCell>{event.is_registration_on ? "Open" : "Closed"}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ScrollTable>
    </>
  );
}
