import { isAnyOf, isRejectedWithValue } from "@reduxjs/toolkit";
import { api } from "../api/api";
import type { ApiError } from "../api/baseQuery";
import { sessionExpired, userLoggedOut } from "../api/sessionEvents";
import { authApi } from "../features/auth/authApi";
import { signOutOfProvider } from "../features/auth/identityProvider";
import { clearPublicApiCache } from "../lib/offlineCache";
import { STORAGE_KEYS, writeItem } from "../lib/storage";
import { showErrorToast } from "../lib/toast";
import { startAppListening } from "./listenerMiddleware";

/** Mutations whose failures the calling screen explains itself (login's "No such account exists" starts registration). */
const QUIET_MUTATIONS = new Set(["login"]);

export const SESSION_EXPIRED_MESSAGE = "Your session has expired. Please log in again.";

let registered = false;

/** The app's side effects: storage, cache reset and toasts react to store events, never the other way round. */
export function registerListeners(): void {
  if (registered) return;
  registered = true;

  startAppListening({
    predicate: (_action, current, previous) => current.auth.token !== previous.auth.token,
    effect: (_action, { getState }) => writeItem(STORAGE_KEYS.token, getState().auth.token || null),
  });

  startAppListening({
    predicate: (_action, current, previous) => current.theme.theme !== previous.theme.theme,
    effect: (_action, { getState }) => writeItem(STORAGE_KEYS.theme, getState().theme.theme),
  });

  startAppListening({
    matcher: isAnyOf(userLoggedOut, sessionExpired),
    effect: async (action, { dispatch, delay }) => {
      // Let the call that saw the 401 settle first: resetting aborts every request still in flight.
      await delay(0);
      dispatch(api.util.resetApiState());
      if (sessionExpired.match(action)) showErrorToast(SESSION_EXPIRED_MESSAGE);
      await clearPublicApiCache();
    },
  });

  startAppListening({
    // The events list fetched as a visitor has no teams in it: fetch it again with the new token.
    matcher: isAnyOf(authApi.endpoints.login.matchFulfilled, authApi.endpoints.register.matchFulfilled),
    effect: (_action, { dispatch }) => {
      dispatch(api.util.invalidateTags(["Events"]));
    },
  });

  startAppListening({
    matcher: isAnyOf(userLoggedOut, sessionExpired),
    effect: () => signOutOfProvider(),
  });

  startAppListening({
    predicate: (action) =>
      isRejectedWithValue(action) &&
      (action.meta as { arg?: { type?: string; endpointName?: string } }).arg?.type === "mutation",
    effect: (action) => {
      const { meta, payload } = action as unknown as {
        meta: { arg: { endpointName: string } };
        payload: ApiError;
      };
      if (QUIET_MUTATIONS.has(meta.arg.endpointName)) return;
      if (payload.status === "error.unauthenticated") return;
      showErrorToast(payload.message);
    },
  });
}
