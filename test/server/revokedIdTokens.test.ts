import { generateKeyPairSync, randomUUID, sign } from "node:crypto";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { MESSAGES } from "../../contract/messages";
import { firebaseVerifier } from "../../server/src/auth/identity";
import { startHarness, type Harness } from "./support/harness";

jest.setTimeout(120_000);

// Sign-in against the real provider's code path, not the emulator's: the Admin SDK checks revocation by itself on
// the emulator (which is why the emulator tests never saw a revoked ID token accepted). Here the ID token is signed by
// a key of this test, and the two Google addresses the SDK calls are stood in for: its token-signing keys and the
// account lookup (accounts:lookup), which reports the account's revocation time. The service account's access token
// comes from a stand-in credential (the SDK's own OAuth exchange loads its HTTP client with import(), which Jest
// cannot run).

const PROJECT = "codefest-revocation-test";
const KEY_ID = "test-signing-key";
const signingKey = generateKeyPairSync("rsa", { modulusLength: 2048 });
const ACCESS_TOKEN = "stand-in-access-token";
const credential = { getAccessToken: async () => ({ access_token: ACCESS_TOKEN, expires_in: 3600 }) };

/** What the stand-in provider says of each account: revoked since (seconds), disabled. Absent: no such account. */
const accounts = new Map<string, { validSince?: number; disabled?: boolean }>();
/** How many account lookups the provider answered; `lookupsFail` makes it answer 500. */
let lookups = 0;
let lookupsFail = false;

const provider = setupServer(
  http.get("https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com", () =>
    HttpResponse.json(
      { [KEY_ID]: signingKey.publicKey.export({ type: "spki", format: "pem" }) },
      { headers: { "Cache-Control": "public, max-age=3600" } },
    ),
  ),
  http.post(`https://identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:lookup`, async ({ request }) => {
    lookups += 1;
    if (request.headers.get("authorization") !== `Bearer ${ACCESS_TOKEN}`) {
      return HttpResponse.json({ error: { message: "UNAUTHENTICATED" } }, { status: 401 });
    }
    if (lookupsFail) return HttpResponse.json({ error: { message: "INTERNAL_ERROR" } }, { status: 500 });
    const { localId } = (await request.json()) as { localId: string[] };
    const uid = localId[0] ?? "";
    const account = accounts.get(uid);
    if (!account) return HttpResponse.json({ kind: "identitytoolkit#GetAccountInfoResponse" });
    return HttpResponse.json({
      users: [
        {
          localId: uid,
          email: `${uid}@example.org`,
          emailVerified: true,
          disabled: account.disabled ?? false,
          ...(account.validSince === undefined ? {} : { validSince: String(account.validSince) }),
        },
      ],
    });
  }),
);

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** An ID token for `uid` as the provider signs it, its sign-in `authTime` (seconds) and lifetime as given. */
function idToken(uid: string, authTime: number): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url({ alg: "RS256", kid: KEY_ID, typ: "JWT" });
  const payload = base64url({
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    auth_time: authTime,
    user_id: uid,
    sub: uid,
    iat: now - 1,
    exp: now + 3600,
    email: `${uid}@example.org`,
    email_verified: true,
    firebase: { identities: { email: [`${uid}@example.org`] }, sign_in_provider: "password" },
  });
  const signature = sign("RSA-SHA256", Buffer.from(`${header}.${payload}`), signingKey.privateKey);
  return `${header}.${payload}.${signature.toString("base64url")}`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const register = (api: Harness, token: string) =>
  api.call<{ token?: string }>("POST", "register/", {
    body: { id_token: token, first_name: "Stolen", last_name: "Token", applied_referral_code: "" },
  });
const login = (api: Harness, token: string) => api.call("POST", "login/", { body: { id_token: token } });
const REFUSED = { status: 400, body: { id_token: [MESSAGES.invalidIdToken] } };

let api: Harness;
let withoutLookups: Harness;
const logLines: string[] = [];

beforeAll(async () => {
  // Not the emulator: the SDK then verifies signatures and asks Google (stood in for above).
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  provider.listen({
    // The API under test is called on loopback; any other address the SDK asks for fails the test.
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).hostname !== "127.0.0.1") print.error();
    },
  });
  api = await startHarness(
    {},
    { write: (line) => logLines.push(line) },
    {
      identity: firebaseVerifier(PROJECT, { lookups: true, credential }),
    },
  );
  withoutLookups = await startHarness({}, undefined, {
    sameDatabaseAs: api,
    identity: firebaseVerifier(PROJECT, { lookups: false, credential }),
  });
});

afterAll(async () => {
  await withoutLookups?.close();
  await api?.close();
  provider.close();
});

beforeEach(() => {
  lookupsFail = false;
});

describe("an ID token signed in before the account's tokens were revoked (a password change)", () => {
  it("gets no new session at login/, while one signed in after the change does", async () => {
    const uid = randomUUID();
    accounts.set(uid, {});
    const signedInAt = nowSeconds() - 120;
    const stolen = idToken(uid, signedInAt);
    expect((await register(api, stolen)).status).toBe(200);
    expect((await login(api, stolen)).status).toBe(200);

    // The password is changed: the provider revokes every token signed in before now.
    accounts.set(uid, { validSince: signedInAt + 60 });
    expect(await login(api, stolen)).toEqual(REFUSED);
    const renewed = await login(api, idToken(uid, signedInAt + 61));
    expect(renewed.status).toBe(200);
  });

  it("gets no account at register/", async () => {
    const uid = randomUUID();
    const signedInAt = nowSeconds() - 120;
    accounts.set(uid, { validSince: signedInAt + 1 });
    expect(await register(api, idToken(uid, signedInAt))).toEqual(REFUSED);
    expect((await register(api, idToken(uid, signedInAt + 2))).status).toBe(200);
  });

  it("is refused when the account is disabled or deleted at the provider", async () => {
    const disabled = randomUUID();
    accounts.set(disabled, {});
    const token = idToken(disabled, nowSeconds() - 10);
    expect((await register(api, token)).status).toBe(200);
    accounts.set(disabled, { disabled: true });
    expect(await login(api, token)).toEqual(REFUSED);
    expect(await register(api, idToken(randomUUID(), nowSeconds() - 10))).toEqual(REFUSED);
  });

  it("gets a 503 to try again, and no session, when the provider cannot say (the lookup fails)", async () => {
    const uid = randomUUID();
    accounts.set(uid, {});
    const token = idToken(uid, nowSeconds() - 10);
    expect((await register(api, token)).status).toBe(200);
    lookupsFail = true;
    const before = logLines.length;
    for (const reply of [await login(api, token), await register(api, idToken(randomUUID(), nowSeconds()))]) {
      expect(reply).toEqual({ status: 503, body: { detail: MESSAGES.identityUnavailable } });
    }
    expect(logLines.slice(before).join("")).toContain("identity provider unreachable at sign-in");
    lookupsFail = false;
    expect((await login(api, token)).status).toBe(200);
  });
});

it("without account lookups (no credentials), sign-in checks the signature only and asks the provider nothing", async () => {
  const uid = randomUUID();
  const signedInAt = nowSeconds() - 120;
  accounts.set(uid, { validSince: signedInAt + 60 });
  const asked = lookups;
  expect((await register(withoutLookups, idToken(uid, signedInAt))).status).toBe(200);
  expect((await login(withoutLookups, idToken(uid, signedInAt))).status).toBe(200);
  expect(lookups).toBe(asked);
  // A token signed by another key is refused all the same.
  const forged = idToken(uid, signedInAt).replace(/\.[^.]+$/, `.${Buffer.from("forged").toString("base64url")}`);
  expect(await login(withoutLookups, forged)).toEqual(REFUSED);
});
