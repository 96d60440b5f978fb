import { http, HttpResponse } from "msw";
import { apiUrl } from "../apiUrl";
import { serverEvents } from "../fixtures";

/**
 * The list without content (as the original backend lists events to a signed-in user), no published texts at
 * `events/{slug}/` and no festival's identity at `festival/` (404, as there): tests of published content answer them
 * themselves (fixtures' publishedEventList).
 */
export const eventsHandlers = [
  http.get(apiUrl("events/"), () => HttpResponse.json(serverEvents())),
  http.get(apiUrl("events/:slug/"), () => HttpResponse.json({ detail: "Not found." }, { status: 404 })),
  http.get(apiUrl("festival/"), () => HttpResponse.json({ detail: "Not found." }, { status: 404 })),
];
