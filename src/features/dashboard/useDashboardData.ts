import { useAppSelector } from "../../app/hooks";
import { selectEvents, useGetEventsQuery } from "../events/eventsApi";
import { useGetProfileQuery } from "../profile/profileApi";

/**
 * The two reads the dashboard lives on. The event list is refetched on every visit: a copy cached
 * before sign-in (or by another account) would not show this participant's teams. Both are asked again when the
 * tab comes back into focus (a teammate may have joined, a referral counted meanwhile) and when the network returns.
 */
export function useDashboardData() {
  const profile = useGetProfileQuery(undefined, { refetchOnFocus: true });
  const eventsQuery = useGetEventsQuery(undefined, { refetchOnMountOrArgChange: true, refetchOnFocus: true });
  const events = useAppSelector(selectEvents);
  return { profile, eventsQuery, events };
}

export type DashboardData = ReturnType<typeof useDashboardData>;
