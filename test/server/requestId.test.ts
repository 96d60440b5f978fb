import { firebaseVerifier, type IdentityVerifier } from "../../server/src/auth/identity";
import { participant, startHarness, type Harness } from "./support/harness";

// Every answer names its request in X-Request-Id (exposed to the web app), the same id as every log line of that
// request; an id arriving from outside is used only behind TRUST_PROXY, and only when it looks like an id.

jest.setTimeout(120_000);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function idOf(api: Harness, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(api.url + path, { headers: { Origin: "http://127.0.0.1:3000", ...headers } });
  await response.text();
  return { id: response.headers.get("x-request-id"), exposed: response.headers.get("access-control-expose-headers") };
}

describe("without a trusted proxy", () => {
  let api: Harness;
  const lines: string[] = [];
  beforeAll(async () => (api = await startHarness({}, { write: (line) => void lines.push(line) })));
  afterAll(async () => api?.close());

  it("answers every request with an id of its own, exposed to the app, that names its log lines", async () => {
    const first = await idOf(api, "events/");
    const second = await idOf(api, "no/such/path/");
    expect(first.id).toMatch(UUID);
    expect(second.id).toMatch(UUID);
    expect(first.id).not.toBe(second.id);
    expect(first.exposed?.toLowerCase()).toContain("x-request-id");
    const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
    expect(logged.some((line) => line.reqId === first.id)).toBe(true);
    expect(logged.some((line) => line.reqId === second.id)).toBe(true);
  });

  it("ignores an id a client sends", async () => {
    const { id } = await idOf(api, "events/", { "X-Request-Id": "client-chosen-id-123" });
    expect(id).toMatch(UUID);
  });
});

describe("lines written by the session's identity check", () => {
  let api: Harness;
  const lines: string[] = [];
  beforeAll(async () => {
    // The provider answers ID tokens but cannot be asked about accounts: the check of a session logs that, mid-request.
    const verifier = firebaseVerifier("demo-codefest");
    const identity: IdentityVerifier = {
      verify: (idToken) => verifier.verify(idToken),
      lookup: async () => ({ kind: "unknown", reason: "the provider is down (test)" }),
      close: () => verifier.close(),
    };
    api = await startHarness({}, { write: (line) => void lines.push(line) }, { identity });
  });
  afterAll(async () => api?.close());

  it("carry the id of the request they were written in, on profile/ and on events/", async () => {
    for (const path of ["profile/", "events/"]) {
      // Not made ready: no call of theirs has been checked yet, so this one asks the provider.
      const someone = await participant(api, { ready: false });
      lines.length = 0;
      const response = await fetch(api.url + path, { headers: { Authorization: `Token ${someone.token}` } });
      expect(response.status).toBe(200);
      const id = response.headers.get("x-request-id");
      expect(id).toMatch(UUID);
      const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
      const unreachable = logged.filter((line) => line.msg?.startsWith("identity provider unreachable"));
      expect(unreachable.length).toBeGreaterThan(0);
      expect(unreachable.map((line) => line.reqId)).toEqual(unreachable.map(() => id));
    }
  });
});

describe("behind a trusted proxy (TRUST_PROXY=1)", () => {
  let api: Harness;
  beforeAll(async () => (api = await startHarness({ trustProxy: 1 })));
  afterAll(async () => api?.close());

  it("keeps the proxy's id when it looks like an id, and replaces anything else", async () => {
    expect((await idOf(api, "events/", { "X-Request-Id": "0af7651916cd43dd8448eb211c80319c" })).id).toBe(
      "0af7651916cd43dd8448eb211c80319c",
    );
    for (const sent of ["short", "has spaces in it", "x".repeat(65), "<script>alert(1)</script>", "a\"quote'id"]) {
      expect((await idOf(api, "events/", { "X-Request-Id": sent })).id).toMatch(UUID);
    }
  });
});
