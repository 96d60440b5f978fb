import { act, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { SEED_FESTIVAL } from "../../contract/festival";
import { SEED_EVENTS } from "../../contract/seedEvents";
import type { AppStore } from "../../src/app/store";
import { apiUrl } from "../msw/apiUrl";
import { server } from "../msw/server";
import { readersTookInWithheld } from "../support/readers";
import { seededName, teamEvents } from "../support/seedEvents";
import { loggedIn, renderApp } from "../utils/renderWithProviders";
import { findPageHeading } from "./public/pageHeading";

const [teamEvent] = teamEvents(1);

/**
 * docs/API.md, "Optional features and the original backend": a read the server refuses (a 404, or a 401 to a visitor)
 * is an answer, and nothing asks for it again, not when the network returns nor when the tab regains focus. A server
 * that has the feature keeps being asked again when the network returns.
 */
interface Reader {
  name: string;
  route: string;
  signedIn: boolean;
  /** The read's path, after the API's base. */
  path: string;
  /** Its entry in RTK Query's cache. */
  cacheKey: string;
  /** The page is on screen. */
  shown: () => Promise<unknown>;
  /** A server with the feature: its answer. */
  answer: () => Response;
}

const dashboardShown = () => screen.findByRole("button", { name: "Sign out everywhere" });
const eventShown = () => findPageHeading(seededName(teamEvent));
const seed = SEED_EVENTS.find((event) => event.slug === teamEvent)!;

const READERS: Reader[] = [
  {
    name: "the event page's texts",
    route: `/events/${teamEvent}`,
    signedIn: false,
    path: `events/${teamEvent}/`,
    cacheKey: `getPublishedEvent("${teamEvent}")`,
    shown: eventShown,
    answer: () =>
      HttpResponse.json({ slug: seed.slug, version: 1, published_at: "2020-03-01T10:00:00Z", content: seed.content }),
  },
  {
    name: "the event page's announcements",
    route: `/events/${teamEvent}`,
    signedIn: false,
    path: "announcements/",
    cacheKey: `announcements("${teamEvent}")`,
    shown: eventShown,
    answer: () => HttpResponse.json([]),
  },
  {
    name: "the dashboard's certificates",
    route: "/dashboard",
    signedIn: true,
    path: "certificates/",
    cacheKey: "myCertificates(undefined)",
    shown: dashboardShown,
    answer: () => HttpResponse.json([]),
  },
  {
    name: "the dashboard's sessions",
    route: "/dashboard",
    signedIn: true,
    path: "sessions/",
    cacheKey: "mySessions(undefined)",
    shown: dashboardShown,
    answer: () => HttpResponse.json([]),
  },
  {
    name: "the dashboard's announcements",
    route: "/dashboard",
    signedIn: true,
    path: "announcements/",
    cacheKey: "announcements(undefined)",
    shown: dashboardShown,
    answer: () => HttpResponse.json([]),
  },
  {
    name: "the dashboard's teammate finder",
    route: "/dashboard",
    signedIn: true,
    path: "finder/",
    cacheKey: "getMyFinder(undefined)",
    shown: dashboardShown,
    answer: () => HttpResponse.json({ banned: false, listings: [], received: [], sent: [] }),
  },
  {
    name: "the festival's published identity",
    route: "/events",
    signedIn: false,
    path: "festival/",
    cacheKey: "getFestival(undefined)",
    shown: () => findPageHeading("Events"),
    answer: () => HttpResponse.json({ version: 1, published_at: "2020-03-02T10:00:00Z", festival: SEED_FESTIVAL }),
  },
];

const REFUSALS = {
  // Django's own page for an unknown path: HTML, not JSON.
  404: () =>
    new HttpResponse("<!doctype html><h1>Not Found</h1>", { status: 404, headers: { "Content-Type": "text/html" } }),
  401: () => HttpResponse.json({ detail: "Authentication credentials were not provided." }, { status: 401 }),
};

const entryStatus = (store: AppStore, key: string) =>
  (store.getState() as { api?: { queries: Record<string, { status: string } | undefined> } }).api?.queries[key]?.status;

/** Serves the reader's path with `respond`, counting the calls. */
function countedServer(reader: Reader, respond: () => Response) {
  let calls = 0;
  server.use(
    http.get(apiUrl(reader.path), () => {
      calls += 1;
      return respond();
    }),
  );
  return () => calls;
}

/** Renders the reader's page and waits until its read has its answer. */
async function pageWithAnswer(reader: Reader, calls: () => number) {
  const { store } = renderApp({ route: reader.route, preloadedState: reader.signedIn ? loggedIn() : undefined });
  await reader.shown();
  await waitFor(() => expect(calls()).toBe(1));
  await waitFor(() => expect(entryStatus(store, reader.cacheKey)).toBe("fulfilled"));
  return store;
}

/** The network drops and returns, and the tab loses and regains focus; then whatever that asked for has its answer. */
async function networkBackAndFocus(store: AppStore, reader: Reader) {
  act(() => {
    window.dispatchEvent(new Event("offline"));
    window.dispatchEvent(new Event("online"));
    window.dispatchEvent(new Event("focus"));
  });
  await waitFor(() => expect(entryStatus(store, reader.cacheKey)).toBe("fulfilled"));
  await reader.shown();
}

describe.each(READERS)("$name", (reader) => {
  // A visitor's call carries no token: a 401 is the server keeping the read to signed-in users. A signed-in call's 401
  // to a feature's own endpoint is a server without it too (src/api/optionalRead.ts).
  it.each([404, 401] as const)(
    "asks no more when the network returns or the tab is focused, after a %s",
    async (status) => {
      const calls = countedServer(reader, REFUSALS[status]);
      const store = await pageWithAnswer(reader, calls);
      await readersTookInWithheld(store, reader.cacheKey);
      await networkBackAndFocus(store, reader);
      expect(calls()).toBe(1);
      expect(store.getState().auth.endedBy).toBeNull();
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    },
  );

  it("asks again when the network returns, from a server that has the feature", async () => {
    const calls = countedServer(reader, reader.answer);
    const store = await pageWithAnswer(reader, calls);
    await networkBackAndFocus(store, reader);
    expect(calls()).toBeGreaterThan(1);
  });
});
