import { createSlice, isAnyOf } from "@reduxjs/toolkit";
import { readItem, STORAGE_KEYS } from "../../lib/storage";
import { authApi } from "./authApi";
import { sessionExpired, userLoggedOut } from "./authEvents";

export interface AuthState {
  token: string;
  userId: number;
  /** How the last session ended: the guards send a user who logged out home, an expired one to /login. */
  endedBy: "logout" | "expiry" | null;
}

export const loggedOutAuthState: AuthState = { token: "", userId: -1, endedBy: null };

export function loadAuthState(): AuthState {
  return { ...loggedOutAuthState, token: readItem(STORAGE_KEYS.token) ?? "" };
}

export const authSlice = createSlice({
  name: "auth",
  initialState: loggedOutAuthState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(userLoggedOut, () => ({ ...loggedOutAuthState, endedBy: "logout" as const }))
      .addCase(sessionExpired, () => ({ ...loggedOutAuthState, endedBy: "expiry" as const }))
      .addMatcher(
        isAnyOf(authApi.endpoints.login.matchFulfilled, authApi.endpoints.register.matchFulfilled),
        (_state, { payload }) => ({ token: payload.token, userId: payload.user_id, endedBy: null }),
      );
  },
  selectors: {
    selectToken: (state) => state.token,
    selectUserId: (state) => state.userId,
    selectIsLoggedIn: (state) => state.token !== "",
    selectSessionEndedBy: (state) => state.endedBy,
  },
});

export const { selectToken, selectUserId, selectIsLoggedIn, selectSessionEndedBy } = authSlice.selectors;
