import { useDeferredValue } from "react";
import { useAppSelector } from "../../app/hooks";
import { useGetEventsQuery } from "../events/eventsApi";
import { selectEvents } from "../events/eventsSlice";
import { useGetProfileQuery } from "../profile/profileApi";

/**
 * An event list younger than this is not asked for again when the page mounts: the one the dashboard's first requests
 * started beside its code (dashboardRequests.ts) is used, not fetched twice.
 */
const EVENTS_FRESH_SECONDS = 10;

/**
 * The two reads the dashboard lives on. The event list is refetched on every visit (unless asked for seconds ago):
 * the list a visitor fetched has no teams in it, and it is asked again at sign-in (src/app/apiListeners.ts) and
 * forgotten at logout. Both are asked again when the tab comes back into focus (a teammate may have joined, a
 * referral counted meanwhile) and when the network returns.
 */
export function useDashboardData() {
  // An answer that comes in while the page is up renders its views in the background, as a transition: the store's
  // update itself renders at once and in one task (it comes through useSyncExternalStore), and the events view's nine
  // cards with their forms took over a second of a phone's main thread in that task (long tasks of 1.4-2.1 s at 4x
  // CPU on /dashboard/events when the list came after the view's first render, about 30 ms when before). Deferred,
  // that render yields to taps and scrolling every few milliseconds; the page shows what it had until it is done. The
  // first render uses the values as they are (a revisit's kept answers show at once).
  const profile = useDeferredValue(useGetProfileQuery(undefined, { refetchOnFocus: true }));
  const eventsQuery = useDeferredValue(
    useGetEventsQuery(undefined, { refetchOnMountOrArgChange: EVENTS_FRESH_SECONDS, refetchOnFocus: true }),
  );
  const events = useDeferredValue(useAppSelector(selectEvents));
  return { profile, eventsQuery, events };
}

export type DashboardData = ReturnType<typeof useDashboardData>;
