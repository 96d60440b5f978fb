import { createSelector, createSlice } from "@reduxjs/toolkit";
import { isQueryFulfilled } from "../../api/endpointActions";
import { sessionExpired, tokenChangedElsewhere, userLoggedOut } from "../../api/sessionEvents";
import { EVENTS } from "../../content/events";
import type { EventContent } from "../../content/eventTypes";
import type { ServerEvent } from "./eventsApi";

/** A static event with what the server knows of it, when it has answered. */
export interface FestivalEvent extends EventContent {
  server?: ServerEvent;
}

export interface EventsState {
  items: EventContent[];
  /** The last server list, keyed by slug. */
  server: Record<string, ServerEvent>;
}

const initialState: EventsState = { items: EVENTS, server: {} };

const isServerEvent = (value: unknown): value is ServerEvent =>
  !!value && typeof value === "object" && typeof (value as ServerEvent).slug === "string";

export const eventsSlice = createSlice({
  name: "events",
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(userLoggedOut, (state) => {
        state.server = {};
      })
      .addCase(sessionExpired, (state) => {
        state.server = {};
      })
      .addCase(tokenChangedElsewhere, (state) => {
        state.server = {};
      })
      // Matched by name: the API's code is not on the first visit, this slice is.
      .addMatcher(isQueryFulfilled("getEvents"), (state, { payload }) => {
        const list = Array.isArray(payload) ? payload.filter(isServerEvent) : [];
        state.server = Object.fromEntries(list.map((event) => [event.slug, event]));
      });
  },
  selectors: {
    selectStaticEvents: (state) => state.items,
    selectServerEvents: (state) => state.server,
  },
});

export const { selectStaticEvents, selectServerEvents } = eventsSlice.selectors;

/** Static events merged with the server list by slug = name; events the server does not list keep only static data. */
export const selectEvents = createSelector([selectStaticEvents, selectServerEvents], (items, server) =>
  items.map((item): FestivalEvent => (server[item.name] ? { ...item, server: server[item.name] } : item)),
);

export const selectEventByName = createSelector(
  [selectEvents, (_state: unknown, name: string) => name],
  (events, name) => events.find((event) => event.name === name),
);
