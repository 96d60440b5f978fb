import { Box, Typography } from "@mui/material";
import type { ResultsPreview } from "../../../../contract/admin";
import { countOf } from "../../../lib/plural";

const place = (rank: number | null) => (rank === null ? "took part" : `rank ${rank}`);

/** What saving an upload changes against the saved draft, team by team, before anything is saved. */
export default function ResultsPreviewList({ preview, fileName }: { preview: ResultsPreview; fileName: string }) {
  const { results, added, removed, changed } = preview;
  const lines = [
    ...added.map((row) => `Adds ${row.team_name}: ${place(row.rank)}`),
    ...changed.map((row) => `Changes ${row.team_name}: ${place(row.before)} to ${place(row.after)}`),
    ...removed.map((row) => `Removes ${row.team_name} (${place(row.rank)})`),
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
    </Box>
  );
}
