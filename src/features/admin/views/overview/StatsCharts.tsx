import { CircularProgress, MenuItem, TextField, ToggleButton, ToggleButtonGroup, Typography } from "@mui/material";
import { useTheme } from "@mui/material/styles";
import { lazy, Suspense, useRef, useState } from "react";
import type { AdminEvent } from "../../../../../contract/admin";
import { STATS_PERIODS, type StatsPeriod } from "../../../../../contract/adminStats";
import type { MessageKey } from "../../../../i18n/catalogues";
import { useT } from "../../../../i18n/useT";
import { useNearViewport } from "../../../../lib/nearViewport";
import { useAdminStatsQuery } from "../../statsApi";
import QueryState from "../QueryState";
import { SERIES_COLOURS } from "./chartText";

/** The charts' code (MUI X Charts and d3, the console's largest part) loads once the charts come near the screen. */
const StatsFigures = lazy(() => import(/* webpackChunkName: "console-charts" */ "./StatsFigures"));

const LIVE_MS = 30_000;

const PERIOD_WORDS: Record<StatsPeriod, MessageKey> = {
  festival: "console.stats.period.festival",
  day: "console.stats.period.day",
  week: "console.stats.period.week",
};

/** The overview's charts: the period and event chosen, then every chart of `GET admin/stats/` for them. */
export default function StatsCharts({ events }: { events: readonly AdminEvent[] }) {
  const t = useT();
  const [period, setPeriod] = useState<StatsPeriod>("festival");
  const [event, setEvent] = useState("");
  const query = useAdminStatsQuery({ period, event }, { pollingInterval: LIVE_MS });
  const colours = SERIES_COLOURS[useTheme().palette.mode];
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  return (
    <>
      <Typography component="h2" variant="h5" sx={{ mt: 4, mb: 2 }}>
        {t("console.stats.heading")}
      </Typography>
      <div style={{ display: "flex", flexWrap: "wrap", gap: 16, alignItems: "center", marginBottom: 16 }}>
        <ToggleButtonGroup
          aria-label={t("console.stats.period")}
          exclusive
          size="small"
          value={period}
          onChange={(_, next: StatsPeriod | null) => next && setPeriod(next)}
        >
          {STATS_PERIODS.map((value) => (
            <ToggleButton key={value} value={value}>
              {t(PERIOD_WORDS[value])}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          select
          size="small"
          label={t("console.stats.event")}
          value={event}
          onChange={(change) => setEvent(change.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t("console.stats.allEvents")}</MenuItem>
          {events.map((item) => (
            <MenuItem key={item.slug} value={item.slug}>
              {item.name}
            </MenuItem>
          ))}
        </TextField>
      </div>
      <div ref={place} style={{ minHeight: near ? undefined : 320 }}>
        <QueryState what={t("console.stats.what")} query={query} holdScreen={false}>
          {(stats) =>
            near && (
              <Suspense fallback={<CircularProgress aria-label={t("console.loadingCharts")} />}>
                <StatsFigures stats={stats} colours={colours} query={{ period, event }} />
              </Suspense>
            )
          }
        </QueryState>
      </div>
    </>
  );
}
