import {
  Alert,
  Button,
  CircularProgress,
  Container,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { Link as RouterLink, useParams } from "react-router-dom";
import { paths } from "../../config/paths";
import { findEvent } from "../../content/events";
import { rankLabel } from "../../lib/rankLabel";
import LoadError from "../../ui/LoadError";
import NotFoundPage from "../../ui/NotFoundPage";
import { useEventResultsQuery } from "./resultsApi";

const published = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });

/** /events/{name}/results: the published ranking, or a plain note that it is not out yet. */
export default function ResultsPage() {
  const { name = "" } = useParams();
  const event = findEvent(name);
  const { data, error, refetch, isLoading } = useEventResultsQuery(name, { skip: !event });
  if (!event) return <NotFoundPage />;
  const notOut = error && "httpStatus" in error && error.httpStatus === 404;
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {event.title}: results
      </Typography>
      {isLoading && <CircularProgress aria-label="Loading the results" />}
      {notOut && <Typography>Results are not out yet. They appear here once the organisers publish them.</Typography>}
      {error && !notOut && <LoadError what="results" error={error} onRetry={refetch} />}
      {data && (
        <>
          <Typography sx={{ mb: 2 }}>
            Published {published.format(new Date(data.published_at))}
            {data.corrected_at ? `, corrected ${published.format(new Date(data.corrected_at))}` : ""}.
          </Typography>
          <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label="Ranking">
            <Table size="small" aria-label="Ranking">
              <TableHead>
                <TableRow>
                  <TableCell>Rank</TableCell>
                  <TableCell>Team</TableCell>
                  <TableCell>Members</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.ranking.map((row) => (
                  <TableRow key={`${row.rank}-${row.team_name}`}>
                    <TableCell>{rankLabel(row.rank)}</TableCell>
                    <TableCell component="th" scope="row">
                      <bdi>{row.team_name}</bdi>
                    </TableCell>
                    <TableCell>{row.members.join(", ")}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {data.ranking.length === 0 && <Alert severity="info">No team was ranked.</Alert>}
        </>
      )}
      <Button component={RouterLink} to={paths.event(event.name)} sx={{ mt: 3 }}>
        Back to {event.title}
      </Button>
    </Container>
  );
}
