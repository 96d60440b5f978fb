import { waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { userLoggedOut } from "../../src/api/sessionEvents";
import { makeStore } from "../../src/app/store";
import { authApi } from "../../src/features/auth/authApi";
import { eventsApi } from "../../src/features/events/eventsApi";
import { teamsApi } from "../../src/features/teams/teamsApi";
import { dropEarlierApiCaches, EARLIER_PUBLIC_API_CACHES, PUBLIC_API_CACHE } from "../../src/lib/offlineCache";
import { apiUrl } from "../msw/apiUrl";
import { serverEvents } from "../msw/fixtures";
import { server } from "../msw/server";

describe("what the session's start and end do to cached data", () => {
  it("fetches the events list again with the token after a login, so the user's teams show", async () => {
    const authorizations: Array<string | null> = [];
    server.use(
      http.get(apiUrl("events/"), ({ request }) => {
        authorizations.push(request.headers.get("authorization"));
        return HttpResponse.json(serverEvents());
      }),
      http.post(apiUrl("login/"), () => HttpResponse.json({ token: "fresh", user_id: 5 })),
    );
    const store = makeStore();
    const subscription = store.dispatch(eventsApi.endpoints.getEvents.initiate());
    await subscription;
    await store.dispatch(authApi.endpoints.login.initiate({ id_token: "id" }));
    await waitFor(() => expect(authorizations).toEqual([null, "Token fresh"]));
    subscription.unsubscribe();
  });

  it("empties the offline copy of the public API reads on logout", async () => {
    const deleted: string[] = [];
    Object.defineProperty(globalThis, "caches", {
      configurable: true,
      value: { delete: async (name: string) => deleted.push(name) > 0 },
    });
    try {
      const store = makeStore({ auth: { token: "t", userId: 1, endedBy: null } });
      store.dispatch(userLoggedOut());
      await waitFor(() => expect(deleted).toEqual([PUBLIC_API_CACHE, ...EARLIER_PUBLIC_API_CACHES]));
    } finally {
      Reflect.deleteProperty(globalThis, "caches");
    }
  });

  it("drops the earlier versions' API cache, which could hold answers fetched with a token, and keeps the current one", async () => {
    const deleted: string[] = [];
    Object.defineProperty(globalThis, "caches", {
      configurable: true,
      value: { delete: async (name: string) => deleted.push(name) > 0 },
    });
    try {
      await dropEarlierApiCaches();
      expect(deleted).toEqual(["public-api"]);
    } finally {
      Reflect.deleteProperty(globalThis, "caches");
    }
  });

  it("says the server could not be reached, and what to do, when the network fails", async () => {
    server.use(http.post(apiUrl("teams/join/"), () => HttpResponse.error()));
    const result = await makeStore().dispatch(teamsApi.endpoints.joinTeam.initiate({ access_code: "ABCDEFG" }));
    expect(result.error).toMatchObject({
      status: "error.unknown",
      message: expect.stringMatching(/^Could not reach the server \(.+\)\. Check your connection and try again\.$/),
    });
  });
});
