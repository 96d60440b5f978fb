import type { Page, Route } from "@playwright/test";
import { serverEvents } from "../msw/fixtures";
import { ambassadorRows, leaderboardRows } from "../msw/handlers/public";

/**
 * The festival's original 2020 backend (Django REST Framework behind django-cors-headers), as the browser meets it:
 * `events/` answers 401 without a token, the lists it had answer as ours do (without the fields added since), every
 * endpoint added since is Django's HTML 404 page, and a preflight lets through only the headers django-cors-headers
 * allows by default. docs/API.md lists the differences.
 */
const ALLOWED_HEADERS = [
  "accept",
  "accept-encoding",
  "authorization",
  "content-type",
  "dnt",
  "origin",
  "user-agent",
  "x-csrftoken",
  "x-requested-with",
];

const CORS = { "Access-Control-Allow-Origin": "*" };

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: "application/json", headers: CORS, body: JSON.stringify(body) });

/** The 2020 event list: no schedule, no results flag. */
const events2020 = () =>
  serverEvents().map(({ id, name, slug, is_registration_on, min_members, max_members, team }) => ({
    id,
    name,
    slug,
    is_registration_on,
    min_members,
    max_members,
    team,
  }));

export interface OriginalBackend {
  /** The GET `events/` requests it has answered, with whether they carried a token. */
  eventsRequests: Array<{ token: boolean }>;
  /** Headers a preflight asked for that the backend would refuse. */
  refusedHeaders: string[];
  /**
   * The paths it answered with Django's 404 page (an endpoint added since, `festival/` among them): each is an error in
   * the browser's console, and the app asks for none of them (docs/API.md, "Optional features and the original backend").
   */
  absent: string[];
}

/** Answers the page's API calls as the original backend would; `events/` only once `holdEvents` settles. */
export async function routeOriginalBackend(
  page: Page,
  { holdEvents = Promise.resolve() }: { holdEvents?: Promise<void> } = {},
): Promise<OriginalBackend> {
  const backend: OriginalBackend = { eventsRequests: [], refusedHeaders: [], absent: [] };
  await page.route(/\/api\//, async (route: Route) => {
    const request = route.request();
    if (request.method() === "OPTIONS") {
      const asked = (request.headers()["access-control-request-headers"] ?? "").split(",").map((name) => name.trim());
      const refused = asked.filter((name) => name && !ALLOWED_HEADERS.includes(name.toLowerCase()));
      backend.refusedHeaders.push(...refused);
      if (refused.length > 0) return route.fulfill({ status: 200, body: "" });
      return route.fulfill({
        status: 200,
        headers: { ...CORS, "Access-Control-Allow-Headers": ALLOWED_HEADERS.join(", ") },
        body: "",
      });
    }
    const path = new URL(request.url()).pathname.replace(/^.*\/api\//, "");
    const token = Boolean(request.headers()["authorization"]);
    if (path === "events/" && request.method() === "GET") {
      backend.eventsRequests.push({ token });
      await holdEvents;
      return token
        ? json(route, 200, events2020())
        : json(route, 401, { detail: "Authentication credentials were not provided." });
    }
    if (path === "leaderboard/") return json(route, 200, leaderboardRows());
    if (path === "cas/") return json(route, 200, ambassadorRows());
    backend.absent.push(path);
    return route.fulfill({
      status: 404,
      contentType: "text/html",
      headers: CORS,
      body: "<!doctype html><html><body><h1>Not Found</h1></body></html>",
    });
  });
  return backend;
}
