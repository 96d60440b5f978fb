import { act, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import type { PublishedFestival } from "../../contract/eventContent";
import { SEED_FESTIVAL } from "../../contract/festival";
import type { AppStore } from "../../src/app/store";
import { NO_PAGE_ANSWERS } from "../../src/content/pageAnswers";
import { apiUrl } from "../msw/apiUrl";
import { originalBackendEvents, serverEvents } from "../msw/fixtures";
import { adminSummary } from "../msw/handlers/admin";
import { completeProfile } from "../msw/handlers/dashboard";
import { server } from "../msw/server";
import { loggedIn, renderApp } from "../utils/renderWithProviders";
import { findPageHeading } from "./public/pageHeading";

/**
 * docs/API.md, "Optional features and the original backend": `festival/` is asked only once a call the app makes
 * anyway has shown a server that has it (the `events/` list, the profile, a page regenerated on publish). The original
 * 2020 backend is never asked for it, so its console logs no 404.
 */
const published: PublishedFestival = {
  version: 2,
  published_at: "2020-03-02T10:00:00Z",
  festival: { ...SEED_FESTIVAL, name: "Codefiesta", title: "Codefiesta '21", year: 2021 },
};

let festivalCalls = 0;
let eventsCalls = 0;

/** `festival/` answering as the project's server (published) or as the original backend (Django's HTML 404). */
function festivalAnswers(kind: "published" | "absent") {
  server.use(
    http.get(apiUrl("festival/"), () => {
      festivalCalls += 1;
      return kind === "published"
        ? HttpResponse.json(published)
        : new HttpResponse("<!doctype html><h1>Not Found</h1>", {
            status: 404,
            headers: { "Content-Type": "text/html" },
          });
    }),
  );
}

/** `events/` as the server lists it, counted. */
function eventsAnswer(respond: (signedIn: boolean) => Response, until: Promise<void> = Promise.resolve()) {
  server.use(
    http.get(apiUrl("events/"), async ({ request }) => {
      eventsCalls += 1;
      await until;
      return respond(Boolean(request.headers.get("Authorization")));
    }),
  );
}

const notAuthenticated = () =>
  HttpResponse.json({ detail: "Authentication credentials were not provided." }, { status: 401 });

/** The original backend's answers to the list: a visitor's 401, a server without it (404), a participant's rows. */
const ORIGINAL_LISTS = {
  "401 to a visitor": (signedIn: boolean) =>
    signedIn ? HttpResponse.json(originalBackendEvents()) : notAuthenticated(),
  "404": () => HttpResponse.json({ detail: "Not found." }, { status: 404 }),
  "rows without results_published": () => HttpResponse.json(originalBackendEvents()),
};

const entry = (store: AppStore, endpointName: string) =>
  Object.values(store.getState().api?.queries ?? {}).find((value) => value?.endpointName === endpointName);

/** A promise and its release: an answer held until the test lets it go. */
function held() {
  let release = () => {};
  const until = new Promise<void>((resolve) => (release = resolve));
  return { until, release };
}

/** The festival's read had every chance to ask (its idle task, the API's code and its next tasks). */
const idle = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));

/**
 * The list has its answer, and the festival's read has had every chance to ask (its idle task, the API's code, its
 * next tasks): without the rule it asks at idle, whatever the list says.
 */
async function listAnsweredAndIdle(store: AppStore) {
  await waitFor(() => expect(entry(store, "getEvents")?.status).toBe("fulfilled"));
  await idle();
}

const brand = (title: string) => screen.findByRole("link", { name: title });
const dashboardShown = () => screen.findByRole("button", { name: "Sign out everywhere" });

beforeEach(() => {
  festivalCalls = 0;
  eventsCalls = 0;
});

describe("the festival's identity against the original 2020 backend", () => {
  it.each(Object.keys(ORIGINAL_LISTS) as Array<keyof typeof ORIGINAL_LISTS>)(
    "the home page does not ask festival/ once events/ answers as it does: %s",
    async (answer) => {
      festivalAnswers("absent");
      eventsAnswer(ORIGINAL_LISTS[answer]);
      const { store } = renderApp({ route: "/" });
      await listAnsweredAndIdle(store);
      expect(eventsCalls).toBe(1);
      expect(festivalCalls).toBe(0);
      expect(entry(store, "getFestival")).toBeUndefined();
      expect(screen.getByRole("link", { name: SEED_FESTIVAL.title })).toBeInTheDocument();
    },
  );

  it("the dashboard does not ask festival/ once events/ lists rows without results_published", async () => {
    festivalAnswers("absent");
    eventsAnswer(ORIGINAL_LISTS["rows without results_published"]);
    const { email: _none, ...profile2020 } = completeProfile();
    server.use(http.get(apiUrl("profile/"), () => HttpResponse.json(profile2020)));
    const { store } = renderApp({ route: "/dashboard", preloadedState: loggedIn() });
    await dashboardShown();
    await listAnsweredAndIdle(store);
    expect(festivalCalls).toBe(0);
    expect(document.title).toBe(`${SEED_FESTIVAL.title} | Dashboard`);
  });
  it("the console, which asks no events/, does not ask festival/ once the profile answers without the project's fields", async () => {
    festivalAnswers("absent");
    const { email: _none, ...profile2020 } = completeProfile();
    server.use(http.get(apiUrl("profile/"), () => HttpResponse.json(profile2020)));
    const { store } = renderApp({ route: "/admin", preloadedState: loggedIn() });
    expect(await screen.findByRole("heading", { name: "Not an organiser" })).toBeInTheDocument();
    await waitFor(() => expect(entry(store, "getProfile")?.status).toBe("fulfilled"));
    await idle();
    expect(eventsCalls).toBe(0);
    expect(festivalCalls).toBe(0);
  });
});

describe("the festival's identity against the project's server", () => {
  it("the home page asks festival/ once events/ has answered, once, and shows the published title", async () => {
    festivalAnswers("published");
    const list = held();
    eventsAnswer(() => HttpResponse.json(serverEvents()), list.until);
    renderApp({ route: "/" });
    await waitFor(() => expect(eventsCalls).toBe(1));
    await idle();
    expect(festivalCalls).toBe(0);
    list.release();
    expect(await brand("Codefiesta '21")).toBeInTheDocument();
    expect(festivalCalls).toBe(1);
  });

  it("the dashboard asks festival/ once events/ has answered, once, and shows the published title", async () => {
    festivalAnswers("published");
    const list = held();
    eventsAnswer(() => HttpResponse.json(serverEvents()), list.until);
    const { store } = renderApp({ route: "/dashboard", preloadedState: loggedIn() });
    await dashboardShown();
    await idle();
    expect(festivalCalls).toBe(0);
    list.release();
    expect(await brand("Codefiesta '21")).toBeInTheDocument();
    await listAnsweredAndIdle(store);
    expect(festivalCalls).toBe(1);
  });

  it("the console, which asks no events/, asks festival/ once its profile answers with the project's fields", async () => {
    festivalAnswers("published");
    const profile = held();
    server.use(
      http.get(apiUrl("profile/"), async () => {
        await profile.until;
        return HttpResponse.json(completeProfile({ is_organiser: true }));
      }),
      http.get(apiUrl("admin/summary/"), () => HttpResponse.json(adminSummary())),
    );
    renderApp({ route: "/admin", preloadedState: loggedIn() });
    expect(await screen.findByRole("heading", { level: 1, name: "Console" })).toBeInTheDocument();
    await idle();
    expect(festivalCalls).toBe(0);
    profile.release();
    expect(await brand("Codefiesta '21")).toBeInTheDocument();
    expect(document.title).toBe("Codefiesta '21 | Console");
    expect(eventsCalls).toBe(0);
    expect(festivalCalls).toBe(1);
  });

  it("a page without the list asks festival/ when the API regenerated it on publish (its answers), not as the build's", async () => {
    festivalAnswers("published");
    const build = renderApp({ route: "/team" });
    await idle();
    expect(entry(build.store, "getFestival")).toBeUndefined();
    build.unmount();

    renderApp({ route: "/team", preloadedState: { pageAnswers: { ...NO_PAGE_ANSWERS, festival: SEED_FESTIVAL } } });
    expect(await brand("Codefiesta '21")).toBeInTheDocument();
    expect(eventsCalls).toBe(0);
    expect(festivalCalls).toBe(1);
  });

  it("a page without the list, opened first, asks no festival/; the events page the visitor opens next does", async () => {
    festivalAnswers("published");
    const { store, router } = renderApp({ route: "/team" });
    await idle();
    expect(entry(store, "getFestival")).toBeUndefined();
    expect(festivalCalls).toBe(0);
    expect(screen.getByRole("link", { name: SEED_FESTIVAL.title })).toBeInTheDocument();

    await act(() => router.navigate("/events"));
    await findPageHeading("Events");
    expect(await brand("Codefiesta '21")).toBeInTheDocument();
    expect(festivalCalls).toBe(1);
  });
});
