import { waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { EVENT_SLUGS } from "../../contract/events";
import { seedEventDetails } from "../../contract/seedEventDetails";
import { SEED_EVENTS } from "../../contract/seedEvents";
import { SEED_EVENT_SUMMARIES } from "../../contract/seedEventSummaries";
import { userLoggedOut } from "../../src/api/sessionEvents";
import { makeStore } from "../../src/app/store";
import { authApi } from "../../src/features/auth/authApi";
import { loadAuthState, selectIsLoggedIn, selectUserId } from "../../src/features/auth/authSlice";
import { eventsApi } from "../../src/features/events/eventsApi";
import { selectEventByName, selectEvents } from "../../src/features/events/eventsSlice";
import { festivalApi } from "../../src/features/festival/festivalApi";
import { loadThemeState, selectTheme, themeChosen, themeToggled } from "../../src/features/theme/themeSlice";
import { readItem, writeItem } from "../../src/lib/storage";
import { apiUrl } from "../msw/apiUrl";
import { addedEventRow, addedEventTexts, publishedEventList, serverEvents } from "../msw/fixtures";
import { server } from "../msw/server";
import { seededName, soloEvents, teamEvents } from "../support/seedEvents";

const [teamEvent, secondTeamEvent] = teamEvents(2);
const [soloEvent] = soloEvents(1);

describe("auth slice", () => {
  it("starts logged out with user id -1", () => {
    const store = makeStore();
    expect(store.getState().auth).toEqual({ token: "", userId: -1, endedBy: null });
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });

  it("stores the token and user id from a login response and persists the token under auth-token", async () => {
    server.use(http.post(apiUrl("login/"), () => HttpResponse.json({ token: "tok-1", user_id: 42 })));
    const store = makeStore();
    await store.dispatch(authApi.endpoints.login.initiate({ id_token: "firebase-id" }));
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(selectUserId(store.getState())).toBe(42);
    expect(window.localStorage.getItem("auth-token")).toBe("tok-1");
  });

  it("stores the session from a register response too", async () => {
    server.use(http.post(apiUrl("register/"), () => HttpResponse.json({ token: "tok-2", user_id: 43 })));
    const store = makeStore();
    await store.dispatch(
      authApi.endpoints.register.initiate({
        id_token: "x",
        first_name: "Asha",
        last_name: "",
        applied_referral_code: "",
        g_recaptcha_response: "",
        full_name: "Asha",
      }),
    );
    expect(store.getState().auth).toEqual({
      token: "tok-2",
      userId: 43,
      endedBy: null,
      needsProfile: true,
      registeredFullName: "Asha",
    });
    expect(window.localStorage.getItem("auth-token")).toBe("tok-2");
  });

  it("restores the token from local storage on start", () => {
    window.localStorage.setItem("auth-token", "saved");
    expect(loadAuthState()).toEqual({ token: "saved", userId: -1, endedBy: null });
  });

  it("clears the token, storage and cached API data on logout", async () => {
    window.localStorage.setItem("auth-token", "tok");
    const store = makeStore({ auth: { token: "tok", userId: 1, endedBy: null } });
    await store.dispatch(eventsApi.endpoints.getEvents.initiate());
    expect(Object.keys(store.getState().api.queries)).not.toHaveLength(0);
    store.dispatch(userLoggedOut());
    expect(store.getState().auth).toEqual({ token: "", userId: -1, endedBy: "logout" });
    expect(window.localStorage.getItem("auth-token")).toBeNull();
    await waitFor(() => expect(store.getState().api.queries).toEqual({}));
    expect(selectEvents(store.getState()).every((event) => event.server === undefined)).toBe(true);
  });
});

describe("theme slice", () => {
  it("defaults to light", () => {
    expect(loadThemeState()).toEqual({ theme: "light", chosen: false });
    expect(selectTheme(makeStore().getState())).toBe("light");
  });

  it("toggles between light and dark and saves the choice under theme", () => {
    const store = makeStore();
    store.dispatch(themeToggled());
    expect(selectTheme(store.getState())).toBe("dark");
    expect(window.localStorage.getItem("theme")).toBe("dark");
    store.dispatch(themeToggled());
    expect(window.localStorage.getItem("theme")).toBe("light");
    store.dispatch(themeChosen("dark"));
    expect(loadThemeState()).toEqual({ theme: "dark", chosen: true });
  });

  it("ignores a stored value that is not a theme", () => {
    window.localStorage.setItem("theme", "purple");
    expect(loadThemeState()).toEqual({ theme: "light", chosen: false });
  });
});

describe("events slice", () => {
  it("holds every event of the roster, in its order, before the server answers", () => {
    const names = selectEvents(makeStore().getState()).map((event) => event.name);
    expect(names).toEqual(EVENT_SLUGS);
    expect(names).toContain(soloEvent);
  });

  it("merges the server list by slug = name and leaves unknown slugs out", async () => {
    const list = [...serverEvents(), { ...serverEvents()[0], id: 99, slug: "unknown-event" }];
    list[1] = { ...list[1], is_registration_on: false };
    server.use(http.get(apiUrl("events/"), () => HttpResponse.json(list)));
    const store = makeStore();
    await store.dispatch(eventsApi.endpoints.getEvents.initiate());
    const merged = selectEventByName(store.getState(), secondTeamEvent);
    expect(merged?.title).toBe(seededName(secondTeamEvent));
    expect(merged?.server).toMatchObject({ id: 2, slug: secondTeamEvent, is_registration_on: false });
    expect(selectEvents(store.getState())).toHaveLength(7);
  });

  it("reads the server list from RTK Query's cache: a patch shows at once, a reset leaves the static data", async () => {
    server.use(http.get(apiUrl("events/"), () => HttpResponse.json(serverEvents())));
    const store = makeStore();
    await store.dispatch(eventsApi.endpoints.getEvents.initiate());
    store.dispatch(
      eventsApi.util.updateQueryData("getEvents", undefined, (list) => {
        const first = Array.isArray(list) ? list.find((event) => event.slug === teamEvent) : undefined;
        if (first) first.is_registration_on = false;
      }),
    );
    expect(selectEventByName(store.getState(), teamEvent)?.server?.is_registration_on).toBe(false);
    store.dispatch(eventsApi.util.resetApiState());
    expect(selectEvents(store.getState()).every((event) => event.server === undefined)).toBe(true);
  });

  it("holds the bundled catalogue normalised by slug beside auth, theme and terminal, no server data in it", () => {
    const state = makeStore().getState();
    expect(Object.keys(state)).toEqual(expect.arrayContaining(["auth", "theme", "terminal", "events"]));
    expect(state.events.ids).toEqual(SEED_EVENTS.map((event) => event.slug));
    expect(state.events.entities[SEED_EVENTS[0].slug]).toEqual(SEED_EVENT_SUMMARIES[0]);
  });

  it("gives an event's bundled page texts only to the screen that passes them (the event page's own code)", () => {
    const state = makeStore().getState();
    const [first] = SEED_EVENTS;
    const listed = selectEventByName(state, first.slug);
    expect(listed).toMatchObject({ title: first.content.name, description: [], faq: [], coordinators: [] });
    const page = selectEventByName(state, first.slug, "en", seedEventDetails);
    expect(page).toMatchObject({ title: first.content.name, coordinators: first.content.coordinators });
    expect(page?.description).toEqual(first.content.description.en);
    expect(page?.faq).toHaveLength(first.content.faq.length);
  });

  it("follows a list that keeps events as data: an added event joins, a hidden one stays only with server.hidden", async () => {
    const added = addedEventTexts("quiz-night", "Quiz Night");
    const hidden = { ...publishedEventList()[1], hidden: true };
    const list = [publishedEventList()[0], hidden, addedEventRow(added)];
    server.use(http.get(apiUrl("events/"), () => HttpResponse.json(list)));
    const store = makeStore();
    await store.dispatch(eventsApi.endpoints.getEvents.initiate());
    expect(selectEvents(store.getState()).map((event) => event.name)).toEqual(list.map((event) => event.slug));
    expect(selectEventByName(store.getState(), "quiz-night")).toMatchObject({
      title: "Quiz Night",
      summary: added.content.summary.en,
      summaryOnly: true,
    });
    expect(selectEventByName(store.getState(), hidden.slug)?.server?.hidden).toBe(true);
  });

  it("shows an event's published texts over the bundled ones once read, in the language asked for", async () => {
    const seed = SEED_EVENTS[0];
    const content = { ...seed.content, summary: { en: "Rewritten.", hi: "फिर से लिखा।" } };
    server.use(
      http.get(apiUrl(`events/${seed.slug}/`), () =>
        HttpResponse.json({ slug: seed.slug, version: 2, published_at: "2020-03-02T10:00:00Z", content }),
      ),
    );
    const store = makeStore();
    expect(selectEventByName(store.getState(), seed.slug)?.summary).toBe(seed.content.summary.en);
    await store.dispatch(eventsApi.endpoints.getPublishedEvent.initiate(seed.slug));
    expect(selectEventByName(store.getState(), seed.slug)?.summary).toBe("Rewritten.");
    expect(selectEventByName(store.getState(), seed.slug, "hi")?.summary).toBe("फिर से लिखा।");
  });

  // Screens re-render when the list is another array: requests of other kinds (each changes RTK Query's cache)
  // must not make one, or the dashboard's events view renders every card again at each answer.
  it("keeps the same list while other reads come and go, and makes a new one when an event's texts arrive", async () => {
    const seed = SEED_EVENTS[0];
    const content = { ...seed.content, summary: { en: "Rewritten." } };
    server.use(
      http.get(apiUrl("events/"), () => HttpResponse.json(serverEvents())),
      http.get(apiUrl(`events/${seed.slug}/`), () =>
        HttpResponse.json({ slug: seed.slug, version: 2, published_at: "2020-03-02T10:00:00Z", content }),
      ),
    );
    const store = makeStore();
    await store.dispatch(eventsApi.endpoints.getEvents.initiate());
    const listed = selectEvents(store.getState());

    const festival = store.dispatch(festivalApi.endpoints.getFestival.initiate());
    expect(selectEvents(store.getState())).toBe(listed);
    await festival;
    expect(Object.keys(store.getState().api.queries)).toHaveLength(2);
    expect(selectEvents(store.getState())).toBe(listed);

    await store.dispatch(eventsApi.endpoints.getPublishedEvent.initiate(seed.slug));
    const withTexts = selectEvents(store.getState());
    expect(withTexts).not.toBe(listed);
    expect(withTexts.find((event) => event.name === seed.slug)?.summary).toBe("Rewritten.");
    festival.refetch();
    await waitFor(() => expect(store.getState().api.queries["getFestival(undefined)"]?.status).toBe("pending"));
    expect(selectEvents(store.getState())).toBe(withTexts);
  });

  it("keeps static data when the server list is malformed", async () => {
    server.use(http.get(apiUrl("events/"), () => HttpResponse.json({ unexpected: true })));
    const store = makeStore();
    await store.dispatch(eventsApi.endpoints.getEvents.initiate());
    expect(selectEvents(store.getState()).map((event) => event.server)).toEqual(Array(7).fill(undefined));
  });
});

describe("storage", () => {
  it("keeps working in memory when local storage throws", () => {
    const original = Object.getOwnPropertyDescriptor(window, "localStorage");
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get() {
        throw new Error("SecurityError: storage disabled");
      },
    });
    try {
      writeItem("theme", "dark");
      expect(readItem("theme")).toBe("dark");
      const store = makeStore();
      store.dispatch(themeToggled());
      expect(selectTheme(store.getState())).toBe("dark");
      expect(loadThemeState()).toEqual({ theme: "dark", chosen: true });
    } finally {
      if (original) Object.defineProperty(window, "localStorage", original);
      writeItem("theme", null);
    }
  });

  it("keeps the value in memory when the quota is full", () => {
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    try {
      writeItem("auth-token", "kept");
      expect(readItem("auth-token")).toBe("kept");
    } finally {
      setItem.mockRestore();
      writeItem("auth-token", null);
    }
  });
});
