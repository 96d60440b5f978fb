import { createApi } from "@reduxjs/toolkit/query/react";
import { apiBaseQuery } from "./baseQuery";

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
] as const;

export const api = createApi({
  reducerPath: "api",
  baseQuery: apiBaseQuery(),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
