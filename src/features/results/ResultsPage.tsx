import { Button, CircularProgress, Container, Typography } from "@mui/material";
import { Link as RouterLink, useParams } from "react-router-dom";
import { rankLabel } from "../../../contract/rankLabel";
import type { RankingRow } from "../../../contract/results";
import { useAppSelector } from "../../app/hooks";
import { paths } from "../../config/paths";
import LoadError from "../../ui/LoadError";
import NotFoundPage from "../../ui/NotFoundPage";
import RankingTable, { type Column } from "../../ui/RankingTable";
import { useGetEventsQuery } from "../events/eventsApi";
import { selectEventByName } from "../events/eventsSlice";
import { useEventResultsQuery } from "./resultsApi";

const columns: Column<RankingRow>[] = [
  { header: "Rank", cell: (row) => rankLabel(row.rank) },
  { header: "Team", rowHeader: true, cell: (row) => <bdi>{row.team_name}</bdi> },
  { header: "Members", cell: (row) => row.members.join(", ") },
];

const published = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });

/** /events/{name}/results: the published ranking, or a plain note that it is not out yet. */
export default function ResultsPage() {
  const { name = "" } = useParams();
  // Any listed event, an added one too: the bundled catalogue until the server's list answers.
  const list = useGetEventsQuery();
  const event = useAppSelector((state) => selectEventByName(state, name));
  const { data, error, refetch, isLoading, isFetching } = useEventResultsQuery(name, { skip: !event });
  if (!event) return list.isUninitialized || list.isFetching ? <CircularProgress /> : <NotFoundPage />;
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
          <RankingTable
            caption="Ranking"
            columns={columns}
            rowKey={(row) => `${row.rank}-${row.team_name}`}
            data={data.ranking}
            isLoading={false}
            isFetching={isFetching}
            isError={false}
            onRetry={refetch}
            emptyText="No team was ranked."
            errorText="The ranking could not be read. Try again in a moment."
          />
        </>
      )}
      <Button component={RouterLink} to={paths.event(event.name)} sx={{ mt: 3 }}>
        Back to {event.title}
      </Button>
    </Container>
  );
}
