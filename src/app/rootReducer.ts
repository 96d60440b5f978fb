import { combineSlices, type ThunkDispatch, type UnknownAction } from "@reduxjs/toolkit";
import { api } from "../api/api";
import { authSlice } from "../features/auth/authSlice";
import { eventsSlice } from "../features/events/eventsSlice";
import { terminalSlice } from "../features/terminal/terminalSlice";
import { themeSlice } from "../features/theme/themeSlice";

export const rootReducer = combineSlices(authSlice, themeSlice, terminalSlice, eventsSlice, api);

export type RootState = ReturnType<typeof rootReducer>;

/** The store's dispatch as the listener middleware sees it; declared here so the middleware need not import the store. */
export type RootDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
