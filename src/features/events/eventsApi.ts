import type { ServerEvent } from "../../../contract/teams";
import { api } from "../../api/api";

/** An event as the API lists it (contract/teams.ts); `slug` matches the static event's `name`. */
export type { ServerEvent };

export const eventsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEvents: build.query<ServerEvent[], void>({
      query: () => "events/",
      providesTags: ["Events"],
    }),
  }),
});

export const { useGetEventsQuery } = eventsApi;
