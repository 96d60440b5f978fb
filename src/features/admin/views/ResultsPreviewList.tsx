import { Box, Typography } from "@mui/material";
import type { ResultsPreview } from "../../../../contract/admin";
import { isolate } from "../../../../contract/fields";
import type { CertificateChange, KeyClaimant } from "../../../../contract/results";
import { countOf } from "../../../lib/plural";
import { whenText } from "../../../lib/schedule";

const place = (rank: number | null) => (rank === null ? "took part" : `rank ${rank}`);

const certificateLine = (row: CertificateChange) =>
  `${isolate(row.name)} (${row.team_name ? isolate(row.team_name) : "no team"}): ${row.kind === "merit" ? `certificate of merit, rank ${row.rank ?? "?"}` : "certificate of participation"}`;

/** Everyone who gives an ambiguous key, with their team, so the organiser can place the right team by hand. */
const claimantsText = (claimants: KeyClaimant[] | undefined) =>
  claimants && claimants.length > 0
    ? ` Given by ${claimants.map((who) => `${isolate(who.name)} (${who.team_name ? isolate(who.team_name) : "no team in this event"})`).join(", ")}.`
    : "";

/** What saving an upload changes against the saved draft, team by team, before anything is saved. */
export default function ResultsPreviewList({ preview, fileName }: { preview: ResultsPreview; fileName: string }) {
  const { results, added, removed, changed, leaderboard, certificates } = preview;
  const lines = [
    ...added.map((row) => `Adds ${isolate(row.team_name)}: ${place(row.rank)}`),
    ...changed.map((row) => `Changes ${isolate(row.team_name)}: ${place(row.before)} to ${place(row.after)}`),
    ...removed.map((row) => `Removes ${isolate(row.team_name)} (${place(row.rank)})`),
  ];
  return (
    <Box role="region" aria-label="Preview of the upload">
      <Typography sx={{ fontWeight: 600 }}>
        {`${fileName}: ${countOf(results.ranking.length, "ranked team")}, ${results.participated.length} more that took part.`}
      </Typography>
      {lines.length === 0 ? (
        <Typography>Nothing changes against the saved draft.</Typography>
      ) : (
        <ul aria-label="Changes against the saved draft">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {leaderboard && (
        <Box sx={{ mt: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {`Leaderboard: ${leaderboard.used} of ${leaderboard.rows} rows used, ${leaderboard.unused_count} not used.`}
          </Typography>
          {leaderboard.handles_as_of && (
            <Typography>
              {`Handles are read as they stood at the event's registration close, ${whenText(leaderboard.handles_as_of)}: changes participants made since do not count.`}
            </Typography>
          )}
          {leaderboard.used_rows.length > 0 && (
            <details>
              <summary>{`How the ${countOf(leaderboard.used, "used row")} matched`}</summary>
              <ul aria-label="Rows used">
                {leaderboard.used_rows.map((row) => (
                  <li key={row.line}>{`Line ${row.line} (${row.value}): ${isolate(row.team_name)}. ${row.message}`}</li>
                ))}
              </ul>
              {leaderboard.used > leaderboard.used_rows.length && (
                <Typography>{`The first ${leaderboard.used_rows.length} are listed.`}</Typography>
              )}
            </details>
          )}
          {leaderboard.unused.length > 0 && (
            <ul aria-label="Rows not used">
              {leaderboard.unused.map((row) => (
                <li key={row.line}>
                  {`Line ${row.line}${row.value ? ` (${row.value})` : ""}: ${row.message}${claimantsText(row.claimants)}`}
                </li>
              ))}
            </ul>
          )}
          {leaderboard.unused_count > leaderboard.unused.length && (
            <Typography>{`The first ${leaderboard.unused.length} are listed.`}</Typography>
          )}
        </Box>
      )}
      {certificates && (
        <Box sx={{ mt: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {`Publishing this correction issues ${certificates.gained_count} certificates and revokes ${certificates.lost_count}.`}
          </Typography>
          {certificates.gained.length > 0 && (
            <ul aria-label="Certificates gained">
              {certificates.gained.map((row, index) => (
                <li key={index}>{`Gains ${certificateLine(row)}`}</li>
              ))}
            </ul>
          )}
          {certificates.lost.length > 0 && (
            <ul aria-label="Certificates lost">
              {certificates.lost.map((row, index) => (
                <li key={index}>{`Loses ${certificateLine(row)}`}</li>
              ))}
            </ul>
          )}
        </Box>
      )}
    </Box>
  );
}
