import { combineSlices, type ThunkDispatch, type UnknownAction, type WithSlice } from "@reduxjs/toolkit";
import type { api } from "../api/api";
import { pageAnswersSlice } from "../content/pageAnswers";
import { authSlice } from "../features/auth/authSlice";
import { eventsSlice } from "../features/events/eventsSlice";
import { languageSlice } from "../features/language/languageSlice";
import { terminalSlice } from "../features/terminal/terminalSlice";
import { themeSlice } from "../features/theme/themeSlice";

type ApiSlice = WithSlice<typeof api>;

/** The API's slice is injected when its code arrives with the first page that needs it (src/app/store.ts). */
export const rootReducer = combineSlices(
  authSlice,
  themeSlice,
  languageSlice,
  terminalSlice,
  eventsSlice,
  pageAnswersSlice,
).withLazyLoadedSlices<ApiSlice>();

/**
 * The state as code that reads the API sees it: only code that imported the API can read its slice, and from the
 * moment that code arrives every store holds it (src/app/store.ts). Code on the first visit uses `StateBeforeApi`.
 */
export type RootState = ReturnType<typeof rootReducer> & ApiSlice;

/** The state as the first visit's code may find it: the API's slice is missing until the API's code arrives. */
export type StateBeforeApi = Omit<RootState, keyof ApiSlice> & Partial<ApiSlice>;

/** The store's dispatch as the listener middleware sees it; declared here so the middleware need not import the store. */
export type RootDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
