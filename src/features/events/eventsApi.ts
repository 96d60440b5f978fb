import { createSelector } from "@reduxjs/toolkit";
import type { ServerEvent } from "../../../contract/teams";
import { api } from "../../api/api";
import { isWithheld, optionalRead, type Withheld } from "../../api/optionalRead";
import type { RootState } from "../../app/hooks";
import { EVENTS } from "../../content/events";
import type { EventContent } from "../../content/eventTypes";

/** An event as the API lists it (contract/teams.ts); `slug` matches the static event's `name`. */
export type { ServerEvent };

/** A static event with what the server knows of it, when it has answered. */
export interface FestivalEvent extends EventContent {
  server?: ServerEvent;
}

/**
 * The list, or why the server gives none: the original 2020 backend answers 401 to visitors, a server without the
 * list 404. Either is an answer, so no page load asks twice and nothing asks again (docs/API.md, "One request per page
 * load").
 */
export type EventsAnswer = ServerEvent[] | Withheld;

export const eventsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEvents: build.query<EventsAnswer, void>({
      queryFn: optionalRead<ServerEvent[], void>(() => "events/"),
      providesTags: ["Events"],
    }),
  }),
});

export const { useGetEventsQuery } = eventsApi;

const selectEventsAnswer = eventsApi.endpoints.getEvents.select();

/** Why the server's list is missing when it answered that it gives none ("sign-in", "absent"), else null. */
export const selectEventsWithheld = (state: RootState): Withheld["withheld"] | null => {
  const data = "api" in state ? selectEventsAnswer(state).data : undefined;
  return isWithheld(data) ? data.withheld : null;
};

const isServerEvent = (value: unknown): value is ServerEvent =>
  !!value && typeof value === "object" && typeof (value as ServerEvent).slug === "string";

/**
 * The server's last list by slug, read from RTK Query's cache: empty before it answers, after the cache is reset (a
 * sign-out), or when the answer is not a list. A state adopted from a pre-rendered page may predate the API's slice.
 */
const selectServerEvents = createSelector(
  [(state: RootState) => ("api" in state ? selectEventsAnswer(state).data : undefined)],
  (list: unknown): Record<string, ServerEvent> =>
    Object.fromEntries((Array.isArray(list) ? list.filter(isServerEvent) : []).map((event) => [event.slug, event])),
);

/** Static events merged with the server list by slug = name; events the server does not list keep only static data. */
export const selectEvents = createSelector([selectServerEvents], (server) =>
  EVENTS.map((item): FestivalEvent => (server[item.name] ? { ...item, server: server[item.name] } : item)),
);

export const selectEventByName = createSelector(
  [selectEvents, (_state: RootState, name: string) => name],
  (events, name) => events.find((event) => event.name === name),
);
