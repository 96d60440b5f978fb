import { http, HttpResponse } from "msw";
import { apiUrl } from "../apiUrl";
import { serverEvents } from "../fixtures";

/**
 * The list without content (as the original backend lists events to a signed-in user) and no published texts at
 * `events/{slug}/` (404, as there): tests of published content answer both themselves (fixtures' publishedEventList).
 */
export const eventsHandlers = [
  http.get(apiUrl("events/"), () => HttpResponse.json(serverEvents())),
  http.get(apiUrl("events/:slug/"), () => HttpResponse.json({ detail: "Not found." }, { status: 404 })),
];
