import { waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { toQueryString } from "../../src/api/baseQuery";
import { setRequestTimeoutMs } from "../../src/api/requestTimeout";
import { tokenChangedElsewhere } from "../../src/api/sessionEvents";
import { makeStore } from "../../src/app/store";
import { selectIsLoggedIn } from "../../src/features/auth/authSlice";
import { teamsApi } from "../../src/features/teams/teamsApi";
import { apiUrl } from "../msw/apiUrl";
import { server } from "../msw/server";

/** The specification's words, as the app said them before they came from its catalogues (src/i18n/messages/api). */
const INVALID_JSON_MESSAGE = "Invalid JSON received";
const TIMEOUT_MESSAGE = "The server did not answer in time. Check your connection and try again.";

const join = (store: ReturnType<typeof makeStore>) =>
  store.dispatch(teamsApi.endpoints.joinTeam.initiate({ access_code: "ABC1234" }));

function answerJoin(status: number, body: unknown) {
  server.use(http.post(apiUrl("teams/join/"), () => HttpResponse.json(body as object, { status })));
}

describe("the API base query", () => {
  it("returns the body as data for a 2xx answer", async () => {
    answerJoin(200, { id: 3, name: "Bits" });
    const result = await join(makeStore());
    expect(result.data).toEqual({ id: 3, name: "Bits" });
  });

  it("treats 3xx statuses below 400 as success", async () => {
    server.use(http.post(apiUrl("teams/join/"), () => new HttpResponse('{"ok":true}', { status: 304 })));
    const result = await join(makeStore());
    expect(result.error).toBeUndefined();
  });

  it.each([
    [400, { detail: "Registration is closed" }, "error.bad_request", "Registration is closed"],
    [400, { access_code: ["Invalid Access Code"] }, "error.bad_request", "Invalid Access Code"],
    [400, { non_field_errors: ["Maximum Size of Team Reached"] }, "error.bad_request", "Maximum Size of Team Reached"],
    [400, ["User already exists"], "error.bad_request", "User already exists"],
    [
      403,
      { detail: "Profile needs to be filled and account must be verified" },
      "error.unauthorized",
      "Profile needs to be filled and account must be verified",
    ],
    [404, { detail: "Not found." }, "error.not_found", "Not found."],
    [500, { detail: "Server exploded" }, "error.unknown", "Server exploded"],
    [418, { team_name: ["Too short", "Other"] }, "error.unknown", "Too short"],
  ])("maps HTTP %i with body %j to %s with message %j", async (status, body, expectedStatus, message) => {
    answerJoin(status, body);
    const result = await join(makeStore());
    expect(result.error).toMatchObject({ status: expectedStatus, message, httpStatus: status });
  });

  it("keeps every field's messages for forms to show at the field", async () => {
    answerJoin(400, { phone: ["Enter a valid phone number."], gender: ["Not a valid choice."] });
    const result = await join(makeStore());
    expect(result.error).toMatchObject({
      fields: { phone: ["Enter a valid phone number."], gender: ["Not a valid choice."] },
    });
  });

  it("falls back to the transport's status text when the error body has no message", async () => {
    server.use(
      http.post(apiUrl("teams/join/"), () => HttpResponse.json({}, { status: 502, statusText: "Bad Gateway" })),
    );
    const result = await join(makeStore());
    expect(result.error).toMatchObject({ status: "error.unknown", message: "Bad Gateway" });
  });

  it('says "Invalid JSON received" for a body that is not JSON', async () => {
    server.use(http.post(apiUrl("teams/join/"), () => new HttpResponse("<html>oops</html>", { status: 200 })));
    const result = await join(makeStore());
    expect(result.error).toMatchObject({ status: "error.unknown", message: INVALID_JSON_MESSAGE });
  });

  it("keeps the HTTP status class when an error body is not JSON", async () => {
    server.use(http.post(apiUrl("teams/join/"), () => new HttpResponse("Forbidden", { status: 403 })));
    const result = await join(makeStore());
    expect(result.error).toMatchObject({ status: "error.unauthorized", message: INVALID_JSON_MESSAGE });
  });

  it("gives the transport's message when the network fails", async () => {
    server.use(http.post(apiUrl("teams/join/"), () => HttpResponse.error()));
    const result = await join(makeStore());
    expect(result.error).toMatchObject({ status: "error.unknown" });
    expect((result.error as { message: string }).message).toMatch(/fetch/i);
  });

  it("treats an empty 204 answer as success with no data", async () => {
    server.use(http.delete(apiUrl("teams/5/"), () => new HttpResponse(null, { status: 204 })));
    const result = await makeStore().dispatch(teamsApi.endpoints.leaveTeam.initiate({ teamId: 5 }));
    expect(result).toEqual({ data: null });
  });

  it("sends JSON headers, and the token only when one is held", async () => {
    const seen: Array<Record<string, string | null>> = [];
    server.use(
      http.post(apiUrl("teams/join/"), ({ request }) => {
        seen.push({
          accept: request.headers.get("accept"),
          contentType: request.headers.get("content-type"),
          authorization: request.headers.get("authorization"),
        });
        return HttpResponse.json({});
      }),
    );
    await join(makeStore());
    await join(makeStore({ auth: { token: "abc123", userId: 4, endedBy: null } }));
    expect(seen).toEqual([
      { accept: "application/json", contentType: "application/json", authorization: null },
      { accept: "application/json", contentType: "application/json", authorization: "Token abc123" },
    ]);
  });

  it("asks in the language the app shows (Accept-Language), English included", async () => {
    const seen: Array<string | null> = [];
    server.use(
      http.post(apiUrl("teams/join/"), ({ request }) => {
        seen.push(request.headers.get("accept-language"));
        return HttpResponse.json({});
      }),
    );
    await join(makeStore({ language: { language: "hi" } }));
    await join(makeStore({ language: { language: "en" } }));
    expect(seen).toEqual(["hi", "en"]);
  });

  it("sends the payload as a JSON body for POST", async () => {
    let received: unknown;
    server.use(
      http.post(apiUrl("teams/join/"), async ({ request }) => {
        received = await request.json();
        return HttpResponse.json({});
      }),
    );
    await join(makeStore());
    expect(received).toEqual({ access_code: "ABC1234" });
  });

  it("encodes query values safely", () => {
    expect(toQueryString({ q: "a&b=c d" })).toBe("?q=a%26b%3Dc+d");
    expect(toQueryString({})).toBe("");
  });

  it("logs the user out when the API answers 401 to a call with a token", async () => {
    answerJoin(401, { detail: "Invalid token." });
    const store = makeStore({ auth: { token: "stale", userId: 9, endedBy: null } });
    const result = await join(store);
    expect(result.error).toMatchObject({ status: "error.unauthenticated", message: "Invalid token." });
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(store.getState().auth).toEqual({ token: "", userId: -1, endedBy: "expiry" });
    await waitFor(() => expect(store.getState().api.mutations).toEqual({}));
  });

  it("does not log out for a 401 to a call made without a token", async () => {
    answerJoin(401, { detail: "Authentication credentials were not provided." });
    const store = makeStore();
    const result = await join(store);
    expect(result.error).toMatchObject({ status: "error.unauthenticated" });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(store.getState().api.mutations).not.toEqual({});
  });

  it("ends nothing when a 401 arrives for a token that another sign-in has replaced meanwhile", async () => {
    let answer: (response: Response) => void = () => undefined;
    server.use(http.post(apiUrl("teams/join/"), () => new Promise<Response>((resolve) => (answer = resolve))));
    const store = makeStore({ auth: { token: "old", userId: 9, endedBy: null } });
    const pending = join(store);
    await waitFor(() => expect(store.getState().api.mutations).not.toEqual({}));
    store.dispatch(tokenChangedElsewhere("new"));
    answer(HttpResponse.json({ detail: "Invalid token." }, { status: 401 }));
    await pending;
    expect(store.getState().auth.token).toBe("new");
    expect(store.getState().auth.endedBy).toBeNull();
  });

  it("says its own words in Hindi when the app shows Hindi: no answer in time, the server not reached", async () => {
    const hindi = () => makeStore({ language: { language: "hi" } });
    server.use(http.post(apiUrl("teams/join/"), () => HttpResponse.error(), { once: true }));
    expect((await join(hindi())).error).toMatchObject({
      message: expect.stringMatching(/^सर्वर तक नहीं पहुँच सके \(.+\)। अपना कनेक्शन जाँचकर फिर कोशिश करें।$/),
    });
    server.use(http.post(apiUrl("teams/join/"), () => new Promise<Response>(() => undefined)));
    const restore = setRequestTimeoutMs(50);
    try {
      expect((await join(hindi())).error).toEqual({
        status: "error.unknown",
        message: "सर्वर ने समय पर जवाब नहीं दिया। अपना कनेक्शन जाँचकर फिर कोशिश करें।",
        fields: {},
      });
    } finally {
      restore();
    }
  });

  it("gives up after the time limit with a message saying so", async () => {
    server.use(http.post(apiUrl("teams/join/"), () => new Promise<Response>(() => undefined)));
    const restore = setRequestTimeoutMs(50);
    try {
      const result = await join(makeStore());
      expect(result.error).toEqual({ status: "error.unknown", message: TIMEOUT_MESSAGE, fields: {} });
    } finally {
      restore();
    }
  });

  it("turns a 429 into the wait in words", async () => {
    server.use(
      http.post(apiUrl("teams/join/"), () =>
        HttpResponse.json(
          { detail: "Request was throttled. Expected available in 300 seconds." },
          { status: 429, headers: { "Retry-After": "300" } },
        ),
      ),
    );
    const result = await join(makeStore());
    expect(result.error).toMatchObject({ httpStatus: 429, message: "Too many attempts. Try again in 5 minutes." });
  });
});
