import type { AppDispatch, RootState } from "../../app/hooks";
import { findAdminView, type AdminView } from "../../config/adminViews";
import { selectToken } from "../auth/authSlice";
import { profileApi } from "../profile/profileApi";
import { adminApi } from "./adminApi";

type Prefetch = (dispatch: AppDispatch) => void;

const summary: Prefetch = (dispatch) => dispatch(adminApi.util.prefetch("adminSummary", undefined, {}));

/**
 * Each view's first requests, with exactly the arguments its hooks start with (RTK Query then answers the view from
 * the same cache entry instead of asking again; `test/integration/admin/console.test.tsx` holds the role check until
 * the teams' and the announcements' views have asked). A view left out here is simply asked for once it renders:
 * listing it is a speed-up, not a step every new view needs.
 */
const FIRST_REQUESTS: Partial<Record<AdminView, Prefetch[]>> = {
  overview: [summary],
  events: [summary],
  teams: [
    summary,
    (dispatch) => dispatch(adminApi.util.prefetch("adminTeams", { event: "", search: "", page: 1 }, {})),
  ],
  participants: [(dispatch) => dispatch(adminApi.util.prefetch("adminParticipants", { search: "", page: 1 }, {}))],
  ambassadors: [(dispatch) => dispatch(adminApi.util.prefetch("adminAmbassadors", undefined, {}))],
  results: [summary],
  certificates: [(dispatch) => dispatch(adminApi.util.prefetch("adminCertificates", { search: "", page: 1 }, {}))],
  announcements: [
    summary,
    // Their endpoints and schemas come with this view only, not with every console page's start-up.
    (dispatch) =>
      void import("./adminAnnouncementsApi").then(({ adminAnnouncementsApi }) => {
        dispatch(adminAnnouncementsApi.util.prefetch("adminAnnouncements", 1, {}));
        dispatch(adminAnnouncementsApi.util.prefetch("mailStatus", undefined, {}));
      }),
  ],
  organisers: [(dispatch) => dispatch(adminApi.util.prefetch("organisers", undefined, {}))],
  audit: [(dispatch) => dispatch(adminApi.util.prefetch("audit", { page: 1, action: "", actor: "" }, {}))],
};

/**
 * A console address opened in a fresh tab asks for the role and the view's first page while the console's code is
 * still arriving (this module brings only the API's code, not MUI's), instead of once the console has rendered: the
 * rows come some hundred milliseconds sooner. Without a session nothing is asked (the login page comes instead).
 */
export function startConsoleRequests(dispatch: AppDispatch, getState: () => RootState, view?: string): void {
  const found = findAdminView(view);
  if (!found || !selectToken(getState())) return;
  // The view's code too, so it does not wait for the console's (each view is a chunk of its own: consoleViews.ts).
  void import("./consoleViews").then(({ preloadConsoleView }) => preloadConsoleView(found.view));
  dispatch(profileApi.util.prefetch("getProfile", undefined, {}));
  for (const prefetch of FIRST_REQUESTS[found.view] ?? []) prefetch(dispatch);
}
