import { CircularProgress, MenuItem, TextField } from "@mui/material";
import { useState } from "react";
import LoadError from "../../../ui/LoadError";
import { useAdminResultsQuery, useAdminSummaryQuery } from "../adminApi";
import ResultsCsvUpload from "./ResultsCsvUpload";
import ResultsEditor from "./ResultsEditor";

/** Per event: the results editor (the event's teams 50 a page, searchable) and the CSV upload with its preview. */
export default function ResultsView() {
  const { data: summary, error, refetch } = useAdminSummaryQuery();
  const [slug, setSlug] = useState("");
  const event = summary?.events.find((item) => item.slug === slug);
  const results = useAdminResultsQuery(event?.id ?? 0, { skip: !event });
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
            <bdi>{item.name}</bdi>
          </MenuItem>
        ))}
      </TextField>
      {event && results.error && (
        <LoadError what="results" error={results.error} onRetry={() => void results.refetch()} />
      )}
      {event && results.data && (
        <>
          <ResultsEditor key={`${event.id}-${results.fulfilledTimeStamp ?? 0}`} event={event} saved={results.data} />
          <ResultsCsvUpload
            key={`${event.id}-${results.data.published_at ?? ""}`}
            event={event}
            published={results.data.published_at !== null}
          />
        </>
      )}
    </>
  );
}
