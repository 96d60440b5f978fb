import { createApi, setupListeners } from "@reduxjs/toolkit/query/react";
import { announceApi } from "./apiArrival";
import { apiBaseQuery } from "./baseQuery";
import { API_REDUCER_PATH } from "./endpointActions";

/** Every tag the features use is declared here; each feature injects its own endpoints. */
export const TAG_TYPES = [
  "Events",
  "Teams",
  "Profile",
  "Handles",
  "Leaderboard",
  "Ambassadors",
  "Certificates",
  "Admin",
  "Results",
  "Sessions",
  "Announcements",
  "Notifications",
  "Finder",
  "Festival",
] as const;

export const api = createApi({
  reducerPath: API_REDUCER_PATH,
  baseQuery: apiBaseQuery(),
  tagTypes: TAG_TYPES,
  // Back online, what is on screen may have changed meanwhile (teams, registrations, results): every query in use is
  // asked again. Refetching on focus is chosen per page (the dashboard's reads), not for every list.
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

/** What the store takes in when this file arrives (src/app/store.ts): the API and RTK Query's focus/online listeners. */
export interface ApiArrival {
  api: typeof api;
  setupListeners: typeof setupListeners;
}

announceApi({ api, setupListeners } satisfies ApiArrival);
