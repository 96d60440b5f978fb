import { createSlice } from "@reduxjs/toolkit";
import type { Profile, ProfileUpdate } from "../../../contract/profile";
import { isMutationFulfilled } from "../../api/endpointActions";
import { sessionExpired, tokenChangedElsewhere, userLoggedOut } from "../../api/sessionEvents";
import { readItem, STORAGE_KEYS } from "../../lib/storage";
import type { RegisterArgs, SessionResponse } from "./authApi";

export interface AuthState {
  token: string;
  userId: number;
  /** How the last session ended: the guards send a user who logged out home, an expired one to /login. */
  endedBy: "logout" | "expiry" | null;
  /** Set at sign-in for a new or incomplete profile: it must be filled before anything else. */
  needsProfile?: boolean;
  /** The whole name typed at registration (register/ keeps two words); the profile step starts from it. */
  registeredFullName?: string;
}

export const loggedOutAuthState: AuthState = { token: "", userId: -1, endedBy: null };

export function loadAuthState(): AuthState {
  return { ...loggedOutAuthState, token: readItem(STORAGE_KEYS.token) ?? "" };
}

// Matched by endpoint name: the API's code is not on the first visit, this slice is.
const loggedIn = isMutationFulfilled<SessionResponse>("login");
const registered = isMutationFulfilled<SessionResponse, RegisterArgs>("register");
const profileSaved = isMutationFulfilled<Profile, ProfileUpdate>("updateProfile");

export const authSlice = createSlice({
  name: "auth",
  initialState: loggedOutAuthState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(userLoggedOut, () => ({ ...loggedOutAuthState, endedBy: "logout" as const }))
      .addCase(sessionExpired, () => ({ ...loggedOutAuthState, endedBy: "expiry" as const }))
      .addCase(tokenChangedElsewhere, (_state, { payload }) => ({ ...loggedOutAuthState, token: payload }))
      .addMatcher(loggedIn, (_state, { payload }) => ({
        token: payload.token,
        userId: payload.user_id,
        endedBy: null,
        needsProfile: payload.is_profile_complete === false,
      }))
      .addMatcher(registered, (_state, { payload, meta }) => ({
        token: payload.token,
        userId: payload.user_id,
        endedBy: null,
        needsProfile: true,
        registeredFullName: meta.arg.originalArgs.full_name,
      }))
      .addMatcher(profileSaved, (state, { payload }) => {
        if (payload.is_profile_complete) state.needsProfile = false;
        // Saved with the profile: from now on the server's name is the one to show.
        delete state.registeredFullName;
      });
  },
  selectors: {
    selectToken: (state) => state.token,
    selectUserId: (state) => state.userId,
    selectIsLoggedIn: (state) => state.token !== "",
    selectSessionEndedBy: (state) => state.endedBy,
    /** A new or incomplete profile: /login sends the participant to the profile form first. */
    selectNeedsProfile: (state) => state.needsProfile === true,
    selectRegisteredFullName: (state) => state.registeredFullName,
  },
});

export const {
  selectToken,
  selectUserId,
  selectIsLoggedIn,
  selectSessionEndedBy,
  selectNeedsProfile,
  selectRegisteredFullName,
} = authSlice.selectors;
