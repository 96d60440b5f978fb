import { createAction } from "@reduxjs/toolkit";

/** The user chose to log out (header or terminal). */
export const userLoggedOut = createAction("auth/userLoggedOut");

/** The participant chose to log out in this tab: the API is told to end the token, then the session ends here. */
export const logoutRequested = createAction("auth/logoutRequested");

/** The API answered 401 to a call that carried a token: the session is over. */
export const sessionExpired = createAction("auth/sessionExpired");

/** Another tab of this browser signed in with a different token: this tab takes the new session as its own. */
export const tokenChangedElsewhere = createAction<string>("auth/tokenChangedElsewhere");
