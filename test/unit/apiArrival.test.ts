import { waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { apiUrl } from "../msw/apiUrl";
import { serverEvents } from "../msw/fixtures";
import { server } from "../msw/server";
import { teamEvents } from "../support/seedEvents";

const [teamEvent] = teamEvents(1);

// The test setup's request handlers load the API's code: each test starts from fresh modules without it, as a first
// visit does, and loads it when a first page would.
beforeEach(() => jest.resetModules());

const loadStore = () => import("../../src/app/store");
const loadEvents = () => import("../../src/features/events/eventsApi");

describe("the API's code arriving after the store is made", () => {
  it("leaves the API's slice out of a store made before it arrives", async () => {
    const { makeStore } = await loadStore();
    expect(makeStore().getState()).not.toHaveProperty("api");
  });

  it("gives every store the API's slice and middleware when it arrives, so calls and the slices' matchers work", async () => {
    server.use(http.get(apiUrl("events/"), () => HttpResponse.json(serverEvents())));
    const { makeStore } = await loadStore();
    const before = makeStore();

    const { eventsApi } = await loadEvents();
    const { selectEventByName } = await import("../../src/features/events/eventsSlice");
    expect(before.getState().api).toEqual(expect.objectContaining({ queries: {}, mutations: {} }));
    const result = await before.dispatch(eventsApi.endpoints.getEvents.initiate());
    expect(result.status).toBe("fulfilled");
    expect(selectEventByName(before.getState(), teamEvent)?.server?.slug).toBe(teamEvent);

    const after = makeStore();
    expect(after.getState().api).toEqual(expect.objectContaining({ queries: {}, mutations: {} }));
    await after.dispatch(eventsApi.endpoints.getEvents.initiate());
    await waitFor(() => expect(selectEventByName(after.getState(), teamEvent)?.server?.slug).toBe(teamEvent));
  });
});
