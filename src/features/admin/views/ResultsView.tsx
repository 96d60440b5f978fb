import { CircularProgress, MenuItem, TextField } from "@mui/material";
import { useState } from "react";
import LoadError from "../../../ui/LoadError";
import { useAdminResultsQuery, useAdminSummaryQuery, useAdminTeamsQuery } from "../adminApi";
import ResultsEditor from "./ResultsEditor";

/** Per event: the results editor (the event's first 50 teams by the server's order). */
export default function ResultsView() {
  const { data: summary, error, refetch } = useAdminSummaryQuery();
  const [slug, setSlug] = useState("");
  const event = summary?.events.find((item) => item.slug === slug);
  const results = useAdminResultsQuery(event?.id ?? 0, { skip: !event });
  const teams = useAdminTeamsQuery({ event: slug, page: 1 }, { skip: !event });
  if (!summary)
    return error ? (
      <LoadError what="events" error={error} onRetry={refetch} />
    ) : (
      <CircularProgress aria-label="Loading the events" />
    );
  return (
    <>
      <TextField
        select
        label="Event"
        value={slug}
        onChange={(change) => setSlug(change.target.value)}
        sx={{ minWidth: 220, mb: 2 }}
      >
        {summary.events.map((item) => (
          <MenuItem key={item.slug} value={item.slug}>
            {item.name}
          </MenuItem>
        ))}
      </TextField>
      {event && (results.error || teams.error) && (
        <LoadError what="results" error={results.error ?? teams.error} onRetry={() => void results.refetch()} />
      )}
      {event && results.data && teams.data && (
        <ResultsEditor
          key={`${event.id}-${results.fulfilledTimeStamp ?? 0}`}
          event={event}
          saved={results.data}
          teams={teams.data.results}
        />
      )}
    </>
  );
}
