import { render, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { Suspense, type ReactNode } from "react";
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
} from "react-router-dom";
import App from "../../../src/app/App";
import { matchPage } from "../../../src/app/routeTable";
import { makeStore, type AppStore } from "../../../src/app/store";
import { apiUrl } from "../../msw/apiUrl";
import { serverEvents } from "../../msw/fixtures";
import { server } from "../../msw/server";
import { readersTookInWithheld } from "../../support/readers";
import { seededName, teamEvents } from "../../support/seedEvents";
import { findPageHeading } from "./pageHeading";

const [teamEvent] = teamEvents(1);

/**
 * docs/API.md, "One request per page load": a page load asks for `events/` once, whatever the server answers and
 * whichever comes first, the answer or the page's code; and a 401 to a visitor (the original 2020 backend) or a 404 is
 * an answer: nothing asks again.
 */
type Status = 200 | 401 | 404;

const ANSWERS: Record<Status, () => Response> = {
  200: () => HttpResponse.json(serverEvents()),
  401: () => HttpResponse.json({ detail: "Authentication credentials were not provided." }, { status: 401 }),
  // Django's own page for an unknown path: HTML, not JSON.
  404: () =>
    new HttpResponse("<!doctype html><h1>Not Found</h1>", { status: 404, headers: { "Content-Type": "text/html" } }),
};

/** What the page shows once it has the answer. */
const SHOWN: Record<Status, () => Promise<unknown>> = {
  200: () => screen.findAllByText("Registration open"),
  401: () => screen.findAllByText("Sign in to see registration"),
  // A server without the list: the static page, with nothing said in the status's place.
  404: async () => expect(screen.queryByText(/^Registration|^Sign in to see/)).not.toBeInTheDocument(),
};

const PAGES = [
  ["the events list", "/events", "Events"],
  ["an event page", `/events/${teamEvent}`, seededName(teamEvent)],
] as const;

/** Headers a CORS preflight lets through on any server (the safelisted ones) and the session's token. */
const SENDABLE = new Set(["accept", "accept-language", "content-language", "content-type", "authorization"]);

interface Server {
  calls: () => number;
  headers: Set<string>;
  /** Lets the held answers go (when the server was told to hold them). */
  release: () => void;
}

function eventsServer(status: Status, { hold = false } = {}): Server {
  let calls = 0;
  const headers = new Set<string>();
  let release = () => {};
  const released = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  server.use(
    http.get(apiUrl("events/"), async ({ request }) => {
      calls += 1;
      request.headers.forEach((_value, name) => headers.add(name));
      await released;
      return ANSWERS[status]();
    }),
  );
  return { calls: () => calls, headers, release };
}

const entryStatus = (store: AppStore) =>
  (store.getState() as { api?: { queries: Record<string, { status: string } | undefined> } }).api?.queries[
    "getEvents(undefined)"
  ]?.status;

/** As src/main.tsx loads a page in a fresh tab: the page's first requests, then (maybe later) the app over them. */
function pageLoad(path: string) {
  const store = makeStore();
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const Router = ({ children }: { children: ReactNode }) => (
    <HistoryRouter history={history}>
      <Suspense fallback={null}>{children}</Suspense>
    </HistoryRouter>
  );
  const { route, params } = matchPage(path);
  void route.firstRequests?.(store, params);
  return {
    store,
    history,
    renderApp: () => render(<App store={store} Router={Router} />),
    pageCode: () => route.page.preload(),
  };
}

/** The page shows its answer and nothing is under way: a request still to come would have started by now. */
async function settled(store: AppStore, status: Status) {
  await waitFor(() => expect(entryStatus(store)).toMatch(/fulfilled|rejected/));
  await SHOWN[status]();
}

describe.each([401, 404] as const)("after a %s to a visitor", (status) => {
  it("asks no more when the network comes back", async () => {
    const events = eventsServer(status);
    const load = pageLoad("/events");
    load.renderApp();
    await findPageHeading("Events");
    await settled(load.store, status);
    await readersTookInWithheld(load.store, "getEvents(undefined)");
    window.dispatchEvent(new Event("offline"));
    window.dispatchEvent(new Event("online"));
    await settled(load.store, status);
    expect(events.calls()).toBe(1);
  });

  // The other pages that read the list: the home page (its list of events, asked for when the browser is idle, and
  // the terminal) and an event's results page.
  it.each([
    ["the home page", "/", /Codefest/],
    ["a results page", `/events/${teamEvent}/results`, `${seededName(teamEvent)}: results`],
  ])("%s asks no more when the network comes back", async (_name, path, heading) => {
    const events = eventsServer(status);
    const load = pageLoad(path);
    load.renderApp();
    await findPageHeading(heading);
    await waitFor(() => expect(entryStatus(load.store)).toBe("fulfilled"));
    await readersTookInWithheld(load.store, "getEvents(undefined)");
    window.dispatchEvent(new Event("offline"));
    window.dispatchEvent(new Event("online"));
    await waitFor(() => expect(entryStatus(load.store)).toBe("fulfilled"));
    await screen.findAllByRole("heading", { level: 1 });
    expect(events.calls()).toBe(1);
  });
});

describe.each(PAGES)("%s", (_name, path, heading) => {
  describe.each([200, 401, 404] as const)("against a server answering %s", (status) => {
    it("asks once when the answer arrives before the page's code", async () => {
      const events = eventsServer(status);
      const load = pageLoad(path);
      await waitFor(() => expect(entryStatus(load.store)).toMatch(/fulfilled|rejected/));
      load.renderApp();
      await findPageHeading(heading);
      await settled(load.store, status);
      expect(events.calls()).toBe(1);
    });

    it("asks once when the page's code arrives before the answer", async () => {
      const events = eventsServer(status, { hold: true });
      const load = pageLoad(path);
      await load.pageCode();
      load.renderApp();
      await findPageHeading(heading);
      await waitFor(() => expect(events.calls()).toBe(1));
      events.release();
      await settled(load.store, status);
      expect(events.calls()).toBe(1);
    });

    it("asks no more while the visitor moves between the events pages, and sends no header a server could refuse", async () => {
      const events = eventsServer(status);
      const load = pageLoad(path);
      load.renderApp();
      await findPageHeading(heading);
      await settled(load.store, status);
      for (const [, next, nextHeading] of [...PAGES, ...PAGES]) {
        await matchPage(next).route.page.preload();
        load.history.push(next);
        await findPageHeading(nextHeading);
        await settled(load.store, status);
      }
      expect(events.calls()).toBe(1);
      expect([...events.headers].filter((name) => !SENDABLE.has(name))).toEqual([]);
    });
  });
});
