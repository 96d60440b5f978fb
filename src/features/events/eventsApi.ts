import { api } from "../../api/api";
import type { Team } from "../../api/teamTypes";

/** An event as the API lists it; `slug` matches the static event's `name`. */
export interface ServerEvent {
  id: number;
  name: string;
  slug: string;
  is_registration_on: boolean;
  min_members: number;
  max_members: number;
  /** The caller's team for this event, or null (always null without a token). */
  team: Team | null;
}

export const eventsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEvents: build.query<ServerEvent[], void>({
      query: () => "events/",
      providesTags: ["Events"],
    }),
  }),
});

export const { useGetEventsQuery } = eventsApi;
