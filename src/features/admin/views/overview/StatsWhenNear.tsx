import { CircularProgress } from "@mui/material";
import { lazy, Suspense, useRef } from "react";
import type { AdminEvent } from "../../../../../contract/admin";
import { withMessages } from "../../../../i18n/catalogues";
import { useT } from "../../../../i18n/useT";
import { useShownOnApproach } from "../../../../lib/nearViewport";

// With their words (the consoleStats catalogue), which the console's first screen does not need either.
const StatsCharts = lazy(() =>
  withMessages(import(/* webpackChunkName: "console-stats" */ "./StatsCharts"), ["consoleStats"]),
);

/** The place the charts' section holds before its code arrives (heading, controls, a chart), so nothing moves. */
const RESERVED_PX = 460;

/**
 * The overview's charts section (its period and event controls, then the charts), below the totals and the table:
 * its code (MUI's select, menu and popover; then the charts) comes once the section enters the screen, or as soon as
 * the organiser scrolls or uses the keyboard (on the way to it; Tab then reaches its controls in order). A phone's
 * first screen of the console downloads none of it.
 */
export default function StatsWhenNear({ events }: { events: readonly AdminEvent[] }) {
  const t = useT();
  const place = useRef<HTMLDivElement>(null);
  const shown = useShownOnApproach(place, "0px");
  return (
    <div ref={place} style={{ minHeight: shown ? undefined : RESERVED_PX }}>
      {shown && (
        <Suspense
          fallback={
            <div style={{ minHeight: RESERVED_PX }}>
              <CircularProgress aria-label={t("console.loadingCharts")} />
            </div>
          }
        >
          <StatsCharts events={events} />
        </Suspense>
      )}
    </div>
  );
}
