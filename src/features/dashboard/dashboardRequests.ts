import type { AppDispatch, RootState } from "../../app/hooks";
import { selectToken } from "../auth/authSlice";
import { eventsApi } from "../events/eventsApi";
import { profileApi } from "../profile/profileApi";

/**
 * The dashboard opened in a fresh tab asks for what it shows while its code (and MUI's) is still arriving, instead of
 * once it has rendered: the profile and the events with the participant's teams and schedule, with exactly the
 * arguments the page's hooks use (RTK Query then answers them from the same cache entries;
 * `test/integration/dashboard/firstRequests.test.tsx` counts them). Without a session nothing is asked (the login page
 * comes instead). Certificates and announcements are not asked here: the original 2020 backend answers them 404, and
 * RTK Query asks a failed read again when the page subscribes, which would log that 404 twice.
 */
export function startDashboardRequests(dispatch: AppDispatch, getState: () => RootState): void {
  if (!selectToken(getState())) return;
  dispatch(profileApi.util.prefetch("getProfile", undefined, {}));
  dispatch(eventsApi.util.prefetch("getEvents", undefined, {}));
}
