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
  const profile = useGetProfileQuery(undefined, { refetchOnFocus: true });
  const eventsQuery = useGetEventsQuery(undefined, {
    refetchOnMountOrArgChange: EVENTS_FRESH_SECONDS,
    refetchOnFocus: true,
  });
  const events = useAppSelector(selectEvents);
  return { profile, eventsQuery, events };
}

export type DashboardData = ReturnType<typeof useDashboardData>;
