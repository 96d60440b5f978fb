import type { PublishedEvent } from "../../../contract/eventContent";
import type { ServerEvent } from "../../../contract/teams";
import { api } from "../../api/api";
import {
  isWithheld,
  optionalRead,
  refetchUnlessWithheld,
  type ReadOptions,
  type Withheld,
} from "../../api/optionalRead";
import { useAppSelector, type AppDispatch, type RootState } from "../../app/hooks";

/** An event as the API lists it (contract/teams.ts); `slug` is the bundled event's `name`. */
export type { ServerEvent };

/**
 * The list, or why the server gives none: the original 2020 backend answers 401 to visitors, a server without the
 * list 404. Either is an answer, so no page load asks twice and nothing asks again (docs/API.md, "One request per page
 * load").
 */
export type EventsAnswer = ServerEvent[] | Withheld;

/** An event's published texts, or why there are none: unknown or hidden (404), or a server without content (404, 401). */
export type PublishedEventAnswer = PublishedEvent | Withheld;

export const eventsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEvents: build.query<EventsAnswer, void>({
      queryFn: optionalRead<ServerEvent[], void>(() => "events/"),
      providesTags: ["Events"],
    }),
    /**
     * `events/{slug}/`: the full published texts of one event (the list carries summaries only). Read by its page
     * after the first paint; the original backend has no such address (404, or 401 to a visitor), an answer too.
     */
    getPublishedEvent: build.query<PublishedEventAnswer, string>({
      queryFn: optionalRead<PublishedEvent, string>((slug) => `events/${encodeURIComponent(slug)}/`, {
        newEndpoint: true,
      }),
      providesTags: ["Events"],
    }),
  }),
});

const selectEventsAnswer = eventsApi.endpoints.getEvents.select();

/** Why the server's list is missing when it answered that it gives none ("sign-in", "absent"), else null. */
export const selectEventsWithheld = (state: RootState): Withheld["withheld"] | null => {
  const data = "api" in state ? selectEventsAnswer(state).data : undefined;
  return isWithheld(data) ? data.withheld : null;
};

/**
 * What the list's answer says of the server, for the reads the original 2020 backend lacks (an event's texts, its
 * announcements): "original" when it answered as that backend does (401 to a visitor, 404, or rows without
 * `results_published`), "current" for any other answer or a failure (those reads are asked, and answer for
 * themselves), null while the list has not had its say. The app learns it from a call it makes anyway, so the original
 * backend is never asked for what it lacks (docs/API.md, "Optional features and the original backend").
 */
export const selectListedServer = (state: RootState): "original" | "current" | null => {
  if (!("api" in state)) return null;
  const { data, isError } = selectEventsAnswer(state);
  if (isWithheld(data)) return "original";
  if (Array.isArray(data))
    return data.length > 0 && data.every((row) => row.results_published === undefined) ? "original" : "current";
  return isError ? "current" : null;
};

/**
 * `events/` for a component: every page that reads the list (events, event, results, finder, dashboard, the terminal)
 * reads it through this. Once the server has said it gives no list (a 401 to a visitor, a 404), nothing asks again, not
 * when the network returns nor when the tab regains focus, until the session changes (docs/API.md, "One request per
 * page load"); RTK Query asks again on reconnect whenever one subscriber lets it, so each one says no.
 */
export function useGetEventsQuery(_arg?: undefined, options: ReadOptions = {}) {
  const answer = useAppSelector((state) => ("api" in state ? selectEventsAnswer(state).data : undefined));
  return eventsApi.useGetEventsQuery(undefined, refetchUnlessWithheld(answer, options));
}

/**
 * `events/{slug}/` for the event page: after `Withheld` (a server without event texts, or an event it does not
 * publish) nothing asks again when the network returns or the tab regains focus, as for the list.
 */
export function useGetPublishedEventQuery(slug: string, options: ReadOptions = {}) {
  const known = eventsApi.endpoints.getPublishedEvent.useQueryState(slug);
  return eventsApi.useGetPublishedEventQuery(slug, refetchUnlessWithheld(known.data, options));
}

/**
 * The same outside a component (the home page's list, which loads this file when the browser is idle): subscribes,
 * and stops asking on reconnect once the list is withheld. Answers the unsubscribe.
 */
export function subscribeToEvents(dispatch: AppDispatch): () => void {
  const request = dispatch(eventsApi.endpoints.getEvents.initiate());
  void request.then(({ data }) => {
    if (isWithheld(data)) request.updateSubscriptionOptions({ refetchOnReconnect: false });
  });
  return request.unsubscribe;
}
