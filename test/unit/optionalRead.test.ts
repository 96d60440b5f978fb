import { waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { api } from "../../src/api/api";
import { isWithheld, optionalRead } from "../../src/api/optionalRead";
import { makeStore } from "../../src/app/store";
import { authApi } from "../../src/features/auth/authApi";
import { eventsApi, selectEventsWithheld } from "../../src/features/events/eventsApi";
import { apiUrl } from "../msw/apiUrl";
import { serverEvents } from "../msw/fixtures";
import { server } from "../msw/server";

/** A feature's own endpoint, as a later feature would declare it. */
const featureApi = api.injectEndpoints({
  endpoints: (build) => ({
    readTestFeature: build.query<unknown, void>({
      queryFn: optionalRead<unknown, void>(() => "test-feature/", { newEndpoint: true }),
    }),
  }),
});

const notAuthenticated = () =>
  HttpResponse.json({ detail: "Authentication credentials were not provided." }, { status: 401 });

/** The events list read through src/api/optionalRead.ts: which answers are answers, which stay failures. */
describe("a read the app can live without", () => {
  it("takes a 401 to a call without a token as the server's answer: kept, not asked for again, no logout", async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl("events/"), () => {
        calls += 1;
        return notAuthenticated();
      }),
    );
    const store = makeStore();
    const first = await store.dispatch(eventsApi.endpoints.getEvents.initiate());
    expect(first.isSuccess).toBe(true);
    expect(selectEventsWithheld(store.getState())).toBe("sign-in");
    // A second subscriber (another component, the next page) finds the answer.
    const second = await store.dispatch(eventsApi.endpoints.getEvents.initiate());
    expect(second.isSuccess).toBe(true);
    expect(calls).toBe(1);
    expect(store.getState().auth.endedBy).toBeNull();
  });

  it("takes a 404, HTML or JSON, as a server without the read", async () => {
    for (const answer of [
      () => new HttpResponse("<h1>Not Found</h1>", { status: 404, headers: { "Content-Type": "text/html" } }),
      () => HttpResponse.json({ detail: "Not found." }, { status: 404 }),
    ]) {
      server.use(http.get(apiUrl("events/"), answer));
      const store = makeStore();
      await store.dispatch(eventsApi.endpoints.getEvents.initiate());
      expect(selectEventsWithheld(store.getState())).toBe("absent");
    }
  });

  it("keeps a 401 to a call with a token as the session's end", async () => {
    server.use(http.get(apiUrl("events/"), notAuthenticated));
    const store = makeStore({ auth: { token: "old", userId: 3, endedBy: null } });
    const result = await store.dispatch(eventsApi.endpoints.getEvents.initiate());
    expect(result.isError).toBe(true);
    expect(selectEventsWithheld(store.getState())).toBeNull();
    await waitFor(() => expect(store.getState().auth.endedBy).toBe("expiry"));
  });

  it("keeps a failure of the server a failure, asked for again by the next subscriber", async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl("events/"), () => {
        calls += 1;
        return HttpResponse.json({ detail: "Down for maintenance" }, { status: 503 });
      }),
    );
    const store = makeStore();
    expect((await store.dispatch(eventsApi.endpoints.getEvents.initiate())).isError).toBe(true);
    expect((await store.dispatch(eventsApi.endpoints.getEvents.initiate())).isError).toBe(true);
    expect(selectEventsWithheld(store.getState())).toBeNull();
    expect(calls).toBe(2);
  });

  it("asks again with the token once the visitor signs in, and the list replaces the refusal", async () => {
    const authorizations: Array<string | null> = [];
    server.use(
      http.get(apiUrl("events/"), ({ request }) => {
        const authorization = request.headers.get("authorization");
        authorizations.push(authorization);
        return authorization ? HttpResponse.json(serverEvents()) : notAuthenticated();
      }),
      http.post(apiUrl("login/"), () => HttpResponse.json({ token: "fresh", user_id: 5 })),
    );
    const store = makeStore();
    const subscription = store.dispatch(eventsApi.endpoints.getEvents.initiate());
    await subscription;
    expect(selectEventsWithheld(store.getState())).toBe("sign-in");
    await store.dispatch(authApi.endpoints.login.initiate({ id_token: "id" }));
    await waitFor(() => expect(authorizations).toEqual([null, "Token fresh"]));
    await waitFor(() => expect(selectEventsWithheld(store.getState())).toBeNull());
    subscription.unsubscribe();
  });

  it("takes a 401 from a feature's own endpoint, even with a token, as a server without the feature: the session goes on", async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl("test-feature/"), () => {
        calls += 1;
        return HttpResponse.json({ detail: "Invalid token." }, { status: 401 });
      }),
    );
    const store = makeStore({ auth: { token: "valid-elsewhere", userId: 3, endedBy: null } });
    const first = await store.dispatch(featureApi.endpoints.readTestFeature.initiate());
    expect(isWithheld(first.data) && first.data.withheld).toBe("absent");
    await store.dispatch(featureApi.endpoints.readTestFeature.initiate());
    expect(calls).toBe(1);
    expect(store.getState().auth).toMatchObject({ token: "valid-elsewhere", endedBy: null });
  });
});
