import { waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { makeStore } from "../../src/app/store";
import { eventsApi, selectListedServer } from "../../src/features/events/eventsApi";
import { whenCurrentServer } from "../../src/features/festival/festivalServer";
import { apiUrl } from "../msw/apiUrl";
import { originalBackendEvents, serverEvents } from "../msw/fixtures";
import { server } from "../msw/server";

/**
 * `whenCurrentServer` starts the festival's read once a call the app makes anyway has shown the project's server
 * (docs/API.md, "Optional features and the original backend"), and not while the store tells its subscribers of that
 * call's answer: on a phone that task also renders the answer (docs/performance.md).
 */
const listAnswer = (rows: unknown[]) => server.use(http.get(apiUrl("events/"), () => HttpResponse.json(rows)));

function starter() {
  const stopped = jest.fn();
  const start = jest.fn(() => stopped);
  return { start, stopped };
}

describe("the festival's read waiting for the server's kind", () => {
  it("starts in a task after the answer that shows the project's server, not while the store tells of it", async () => {
    listAnswer(serverEvents());
    const store = makeStore();
    const { start, stopped } = starter();
    const stop = whenCurrentServer(store, start);
    expect(start).not.toHaveBeenCalled();
    // Told after the read's wait, in the same notification: what the store's subscribers (React's renders among them)
    // see when the answer comes in.
    const startedWhenTold: boolean[] = [];
    store.subscribe(() => {
      if (selectListedServer(store.getState())) startedWhenTold.push(start.mock.calls.length > 0);
    });

    await store.dispatch(eventsApi.endpoints.getEvents.initiate(undefined, { subscribe: false }));
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    expect(startedWhenTold[0]).toBe(false);

    stop();
    expect(stopped).toHaveBeenCalledTimes(1);
  });

  it("starts in the next task when the store already knows the server", async () => {
    listAnswer(serverEvents());
    const store = makeStore();
    await store.dispatch(eventsApi.endpoints.getEvents.initiate(undefined, { subscribe: false }));
    const { start } = starter();
    whenCurrentServer(store, start);
    expect(start).not.toHaveBeenCalled();
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
  });

  it("never starts when stopped before its task came", async () => {
    listAnswer(serverEvents());
    const store = makeStore();
    const { start } = starter();
    const stop = whenCurrentServer(store, start);
    // Stopped in the notification that decided it (the page left), then a task queued after the start's: had the start
    // not been cleared, it would have run by then.
    const afterStartsTask = new Promise<void>((resolve) => {
      const unsubscribe = store.subscribe(() => {
        if (!selectListedServer(store.getState())) return;
        unsubscribe();
        stop();
        setTimeout(resolve, 0);
      });
    });
    await store.dispatch(eventsApi.endpoints.getEvents.initiate(undefined, { subscribe: false }));
    await afterStartsTask;
    expect(start).not.toHaveBeenCalled();
  });

  it("never starts against the original backend's list", async () => {
    listAnswer(originalBackendEvents());
    const store = makeStore();
    const { start } = starter();
    whenCurrentServer(store, start);
    await store.dispatch(eventsApi.endpoints.getEvents.initiate(undefined, { subscribe: false }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(start).not.toHaveBeenCalled();
  });
});
