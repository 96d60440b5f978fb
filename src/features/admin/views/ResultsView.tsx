import { MenuItem, TextField } from "@mui/material";
import { useState } from "react";
import { useT } from "../../../i18n/useT";
import { useAdminResultsQuery, useAdminSummaryQuery } from "../adminApi";
import QueryState from "./QueryState";
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
  const summary = useAdminSummaryQuery();
  const [slug, setSlug] = useState("");
  const event = summary.data?.events.find((item) => item.slug === slug);
  const results = useAdminResultsQuery(event?.id ?? 0, { skip: !event });
  return (
    <QueryState what={t("console.events.what")} query={summary}>
      {({ events }) => (
        <>
          <TextField
            select
            label={t("console.stats.event")}
            value={slug}
            onChange={(change) => setSlug(change.target.value)}
            sx={{ minWidth: 220, mb: 2 }}
          >
            {events.map((item) => (
              <MenuItem key={item.slug} value={item.slug}>
                <bdi>{item.name}</bdi>
              </MenuItem>
            ))}
          </TextField>
          {event && (
            <QueryState what={t("console.results.what")} query={results} errorOverRows>
              {(saved) => (
                <>
                  <ResultsEditor key={`${event.id}-${versionOf(saved)}`} event={event} saved={saved} />
                  <ResultsCsvUpload
                    key={`${event.id}-${saved.published_at ?? ""}`}
                    event={event}
                    published={saved.published_at !== null}
                  />
                </>
              )}
            </QueryState>
          )}
        </>
      )}
    </QueryState>
  );
}
