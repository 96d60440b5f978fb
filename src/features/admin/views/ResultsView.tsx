import { CircularProgress, MenuItem, TextField } from "@mui/material";
import { useState } from "react";
import { useT } from "../../../i18n/useT";
import LoadError from "../../../ui/LoadError";
import { useAdminResultsQuery, useAdminSummaryQuery } from "../adminApi";
import ResultsCsvUpload from "./ResultsCsvUpload";
import ResultsEditor from "./ResultsEditor";

// A number per distinct answer. RTK Query keeps the same object when a refetch answers the same data, so the editor
// starts again from the server's draft only when that draft changed (a save, an upload, another organiser), never
// because a refetch (a refused save, the network coming back) answered what it already had: typed ranks stay.
const versions = new WeakMap<object, number>();
let lastVersion = 0;
function versionOf(answer: object): number {
  let version = versions.get(answer);
  if (version === undefined) {
    version = ++lastVersion;
    versions.set(answer, version);
  }
  return version;
}

/** Per event: the results editor (the event's teams 50 a page, searchable) and the CSV upload with its preview. */
export default function ResultsView() {
  const t = useT();
  const { data: summary, error, refetch } = useAdminSummaryQuery();
  const [slug, setSlug] = useState("");
  const event = summary?.events.find((item) => item.slug === slug);
  const results = useAdminResultsQuery(event?.id ?? 0, { skip: !event });
  if (!summary)
    return error ? (
      <LoadError what={t("console.events.what")} error={error} onRetry={refetch} />
    ) : (
      <CircularProgress aria-label={t("console.loadingThe", { what: t("console.events.what") })} />
    );
  return (
    <>
      <TextField
        select
        label={t("console.stats.event")}
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
        <LoadError what={t("console.results.what")} error={results.error} onRetry={() => void results.refetch()} />
      )}
      {event && results.data && (
        <>
          <ResultsEditor key={`${event.id}-${versionOf(results.data)}`} event={event} saved={results.data} />
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
