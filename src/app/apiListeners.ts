import { isAnyOf } from "@reduxjs/toolkit";
import type { api as Api } from "../api/api";
import { isMutationFulfilled } from "../api/endpointActions";
import { sessionExpired, tokenChangedElsewhere, userLoggedOut } from "../api/sessionEvents";
import { startAppListening } from "./listenerMiddleware";

/** The side effects on the API's cache, registered when the API's code arrives (src/app/store.ts). */
export function registerApiListeners(api: typeof Api): void {
  startAppListening({
    matcher: isAnyOf(userLoggedOut, sessionExpired, tokenChangedElsewhere),
    effect: async (_action, { dispatch, delay }) => {
      // Let the call that saw the 401 settle first: resetting aborts every request still in flight.
      await delay(0);
      dispatch(api.util.resetApiState());
    },
  });

  startAppListening({
    // The events list fetched as a visitor has no teams in it: fetch it again with the new token.
    matcher: isAnyOf(isMutationFulfilled("login"), isMutationFulfilled("register")),
    effect: (_action, { dispatch }) => {
      dispatch(api.util.invalidateTags(["Events"]));
    },
  });
}
