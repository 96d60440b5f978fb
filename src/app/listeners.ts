import { isAnyOf, isRejectedWithValue } from "@reduxjs/toolkit";
import type { ApiError } from "../api/baseQuery";
import { logoutRequested, sessionExpired, tokenChangedElsewhere, userLoggedOut } from "../api/sessionEvents";
import { forgetSessionData } from "../features/auth/forgetSessionData";
import { signOutOfProvider } from "../lib/identity/identityProvider";
import { readItem, STORAGE_KEYS, writeItem } from "../lib/storage";
import { showErrorToast } from "../lib/toast";
import { startAppListening } from "./listenerMiddleware";

/**
 * Mutations whose failures the calling screen explains itself, so a toast from here would say it a second time:
 * login's unknown account (its form, not its words: isNoSuchAccount) starts registration; the console's forms show the server's reason beside the field
 * (granting, adding, points, results, CSV uploads) and its confirmed actions say what was not done in a toast of their
 * own ("Not removed: <the server's reason>").
 */
const QUIET_MUTATIONS = new Set([
  "login",
  "saveAccountLanguage",
  "grantOrganiser",
  "removeOrganiser",
  "addAmbassador",
  "updateAmbassador",
  "deleteAmbassador",
  "setRegistration",
  "removeTeamMember",
  "saveResults",
  "previewResultsCsv",
  "saveResultsCsv",
  "publishResults",
  "revokeCertificate",
  "correctAnnouncement",
  "withdrawAnnouncement",
  "hideFinderListing",
  "banFromFinder",
  "unbanFromFinder",
  "dismissFinderReport",
]);
/**
 * Mutations whose form lists every field error the server names (the profile form, the console's announcement, the
 * teammate finder's forms and dialogs): a toast would say it again.
 */
const FORM_MUTATIONS = new Set([
  "updateProfile",
  "previewAnnouncement",
  "publishAnnouncement",
  "testAnnouncement",
  "saveListing",
  "sendRequest",
  "acceptRequest",
  "reportToOrganisers",
]);

export const SESSION_EXPIRED_MESSAGE = "Your session has expired. Please log in again.";

let registered = false;

/** The app's side effects: storage, cache reset and toasts react to store events, never the other way round. */
export function registerListeners(): void {
  if (registered) return;
  registered = true;

  startAppListening({
    predicate: (_action, current, previous) => current.auth.token !== previous.auth.token,
    effect: (_action, { getState }) => {
      const { token, endedBy } = getState().auth;
      // Written before the token goes: the other tabs read it when they see the token removed.
      if (!token && endedBy) writeItem(STORAGE_KEYS.sessionEnd, endedBy);
      writeItem(STORAGE_KEYS.token, token || null);
    },
  });

  startAppListening({
    // Only a choice is stored: a theme that follows the system keeps following it on the next visit.
    predicate: (_action, current, previous) =>
      current.theme.chosen && (current.theme.theme !== previous.theme.theme || !previous.theme.chosen),
    effect: (_action, { getState }) => writeItem(STORAGE_KEYS.theme, getState().theme.theme),
  });

  startAppListening({
    // The language is stored once changed (a choice), like the theme.
    predicate: (_action, current, previous) => current.language.language !== previous.language.language,
    effect: (_action, { getState }) => writeItem(STORAGE_KEYS.language, getState().language.language),
  });

  startAppListening({
    // The account keeps the language too, so mail follows it: on a choice while signed in, and at sign-in when this
    // device holds a choice (English by default is no choice: an account's Hindi is not undone by a new device).
    predicate: (_action, current, previous) =>
      current.auth.token !== "" &&
      (current.language.language !== previous.language.language ||
        (previous.auth.token === "" && readItem(STORAGE_KEYS.language) !== null)),
    effect: async (_action, { dispatch, getState }) => {
      // The API's code is fetched here, not imported: a first visit's entry carries none of it (docs/performance.md).
      const { profileApi } = await import(/* webpackChunkName: "profile-api" */ "../features/profile/profileApi");
      void dispatch(profileApi.endpoints.saveAccountLanguage.initiate(getState().language.language));
    },
  });

  startAppListening({
    matcher: isAnyOf(userLoggedOut, sessionExpired, tokenChangedElsewhere),
    effect: async (action, { delay }) => {
      // Once the call that saw the 401 has settled, as the API's cache is reset (src/app/apiListeners.ts).
      await delay(0);
      if (sessionExpired.match(action)) showErrorToast(SESSION_EXPIRED_MESSAGE);
      // The session's kept reads go with it (logout, sign out everywhere, expiry, another account in another tab);
      // their code is fetched here, so a first visit's entry does not carry it.
      const [{ forgetKeptAnswers }, { clearPublicApiCache }] = await Promise.all([
        import(/* webpackChunkName: "session-end" */ "../api/keptAnswers"),
        import(/* webpackChunkName: "session-end" */ "../lib/offlineCache"),
      ]);
      forgetKeptAnswers();
      await clearPublicApiCache();
    },
  });

  startAppListening({
    matcher: isAnyOf(userLoggedOut, sessionExpired),
    effect: () => signOutOfProvider(),
  });

  // A 401 keeps the drafts so the forms get them back after signing in again; a chosen logout leaves nothing.
  startAppListening({ actionCreator: userLoggedOut, effect: () => forgetSessionData() });

  startAppListening({
    // The API is told to end the token given up (never waited for); the session here ends at once regardless.
    actionCreator: logoutRequested,
    effect: (_action, { getState, dispatch }) => {
      const { token } = getState().auth;
      // Its code is fetched here too (not in a first visit's entry); offline, the call could not be made anyway.
      if (token)
        import(/* webpackChunkName: "session-end" */ "../features/auth/endServerSession")
          .then(({ endServerSession }) => endServerSession(token))
          .catch(() => undefined);
      dispatch(userLoggedOut());
    },
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
      if (FORM_MUTATIONS.has(meta.arg.endpointName) && Object.keys(payload.fields ?? {}).length > 0) return;
      if (payload.status === "error.unauthenticated") return;
      showErrorToast(payload.message, payload.requestId);
    },
  });
}
