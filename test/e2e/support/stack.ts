import { generateKeyPairSync } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { portIsFree } from "../../../scripts/lib/processes.mjs";
import { buildApp } from "../../../server/src/app";
import { firebaseVerifier, type IdentityVerifier } from "../../../server/src/auth/identity";
import { loadConfig } from "../../../server/src/config";
import { migrate } from "../../../server/src/db/migrations";
import { openDb } from "../../../server/src/db/open";
import { seedContent } from "../../../server/src/db/seed";
import type { Db } from "../../../server/src/db/types";
import { NO_THROTTLE } from "../../../server/src/http/throttle";
import { startAuthEmulator, type AuthEmulator } from "../../server/support/authEmulator";
import * as emulator from "../../server/support/emulatorUsers";
import { migratedSnapshot } from "../../server/support/pgliteSnapshot";
import { COMPLETE_PROFILE } from "../../support/completeProfile";

/**
 * The browser tests' backends: each Playwright worker runs its own stack, an Auth emulator and an API server with a fresh
 * in-memory database holding the seven events, on ports of its own (worker 0: emulator 127.0.0.1:19099, API
 * 127.0.0.1:18000; worker n: 19099 + n and 18000 + n). `npm run test:e2e` builds the app against worker 0's addresses;
 * each other worker serves a copy of that build with its own addresses written in (support/workerBuild.ts).
 */
export function stackAddresses(worker: number) {
  const apiPort = 18000 + worker;
  return {
    authEmulatorHost: `127.0.0.1:${19099 + worker}`,
    apiPort,
    apiOrigin: `http://127.0.0.1:${apiPort}`,
    apiBaseUrl: `http://127.0.0.1:${apiPort}/api/`,
  };
}

/** This worker's index (Playwright's TEST_PARALLEL_INDEX: 0 to workers - 1, kept by a worker started again). */
export const E2E_WORKER = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const OWN = stackAddresses(E2E_WORKER);
export const E2E_AUTH_EMULATOR_HOST = OWN.authEmulatorHost;
export const E2E_API_PORT = OWN.apiPort;
export const E2E_API_BASE_URL = OWN.apiBaseUrl;
/** The API's origin: the credentials' issuer is its did:web (did:web:127.0.0.1%3A18000), serving did.json at its root. */
export const E2E_API_ORIGIN = OWN.apiOrigin;
/** The browser tests' organiser (in the stack's ORGANISER_EMAILS); `organiserSession()` signs it in. */
export const E2E_ORGANISER_EMAIL = "e2e-organiser@example.org";
const E2E_ORGANISER_PASSWORD = "organiser-e2e-2020";

export interface Stack {
  stop: () => Promise<void>;
}

/**
 * Something outside the machine-wide lock (a stack started by hand, this worker's predecessor still stopping) may hold
 * the ports: wait up to 5 minutes.
 */
async function waitForPorts(ports: number[]): Promise<void> {
  const deadline = Date.now() + 5 * 60_000;
  while (!(await Promise.all(ports.map(portIsFree))).every(Boolean)) {
    if (Date.now() > deadline) throw new Error(`Ports ${ports.join(", ")} stay busy: is a stack running by hand?`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * The credential settings of the stack: a throw-away Ed25519 key made for this run (so certificates are also signed
 * Open Badges credentials), the issuer at the API's origin, and the site's address for the achievement links.
 */
function credentialConfig(siteUrl: string) {
  const key = generateKeyPairSync("ed25519").privateKey.export({ format: "pem", type: "pkcs8" }).toString();
  const { credentialKeys, publicUrl, apiPublicUrl } = loadConfig({
    CREDENTIAL_KEY: key,
    PUBLIC_URL: siteUrl,
    API_PUBLIC_URL: E2E_API_ORIGIN,
  });
  return { credentialKeys, publicUrl, apiPublicUrl };
}

/**
 * Starts this worker's emulator and API server (the caller holds the machine-wide lock, support/machineLock.ts).
 * `siteUrl` is where this worker serves the built site: the one web origin the API lets call it (so a page that called
 * another worker's API would fail at once) and the public URL in the certificates' credentials. `site`: the served
 * folder whose public pages the API regenerates on publish, and the build's renderer (docs/content.md).
 */
export async function startStack({
  siteUrl = "http://127.0.0.1:3000",
  site,
}: { siteUrl?: string; site?: { dir: string; rendererDir: string } } = {}): Promise<Stack> {
  const authPort = Number(E2E_AUTH_EMULATOR_HOST.split(":")[1]);
  await waitForPorts([authPort, E2E_API_PORT]);
  let auth: AuthEmulator | undefined;
  let db: Db | undefined;
  let identity: IdentityVerifier | undefined;
  let app: FastifyInstance | undefined;
  // A worker that exits without its teardown (its time limit, a crash) must not leave its emulator holding the port:
  // the emulator runs in a process group of its own, which the worker's end does not reach.
  const killEmulator = () => auth?.kill();
  process.once("exit", killEmulator);
  const stop = async () => {
    await app?.close();
    await identity?.close();
    await db?.close();
    await auth?.stop();
    process.off("exit", killEmulator);
  };
  try {
    auth = await startAuthEmulator({ port: authPort });
    process.env.FIREBASE_AUTH_EMULATOR_HOST = auth.host;
    // The run's migrated database (made by the global set-up), copied into memory.
    db = await openDb({ snapshot: migratedSnapshot() });
    await migrate(db);
    await seedContent(db);
    identity = firebaseVerifier("demo-codefest");
    app = await buildApp(
      {
        db,
        identity,
        config: {
          corsOrigins: [new URL(siteUrl).origin],
          recaptcha: undefined,
          bodyLimit: 64 * 1024,
          throttle: NO_THROTTLE,
          organiserEmails: [E2E_ORGANISER_EMAIL],
          ...credentialConfig(siteUrl),
          site,
        },
      },
      { logLevel: "warn" },
    );
    await app.listen({ port: E2E_API_PORT, host: "127.0.0.1" });
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

export type EmulatorUser = emulator.EmulatorUser;
export const uniqueEmail = emulator.uniqueEmail;

/** An e-mail/password account in the e2e Auth emulator; `verified` marks its e-mail verified. */
export function createEmulatorUser(
  email = uniqueEmail(),
  password = "correct-horse-7",
  options: { verified?: boolean } = {},
): Promise<EmulatorUser> {
  return emulator.createEmulatorUser(E2E_AUTH_EMULATOR_HOST, email, password, options);
}

async function api<T>(method: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(E2E_API_BASE_URL + path, {
    method,
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Token ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** Registers an emulator account with the API (as the app's sign-up does); returns the API token and user id. */
export async function registerWithApi(
  user: EmulatorUser,
  { firstName = "Test", lastName = "Participant", referralCode = "" } = {},
): Promise<{ token: string; userId: number }> {
  const reply = await api<{ token: string; user_id: number }>("POST", "register/", {
    id_token: user.idToken,
    first_name: firstName,
    last_name: lastName,
    applied_referral_code: referralCode,
    g_recaptcha_response: "",
  });
  return { token: reply.token, userId: reply.user_id };
}

/** Fills every profile field through the API (PUT profile/), so team calls are allowed once the e-mail is verified. */
export function completeProfile(token: string, overrides: Partial<typeof COMPLETE_PROFILE> = {}): Promise<unknown> {
  return api("PUT", "profile/", { ...COMPLETE_PROFILE, ...overrides }, token);
}

/** A verified account, registered, with a complete profile: ready to create and join teams. */
export async function readyParticipant(email = uniqueEmail(), password = "correct-horse-7") {
  const user = await createEmulatorUser(email, password, { verified: true });
  const session = await registerWithApi(user);
  await completeProfile(session.token);
  return { ...user, ...session };
}

/**
 * The organiser's API session: the account is made (verified, registered) by the first test file of a worker that
 * asks, and signed in again by the others, since the worker's emulator lives as long as the worker.
 */
export async function organiserSession(): Promise<{ token: string; userId: number }> {
  try {
    const user = await createEmulatorUser(E2E_ORGANISER_EMAIL, E2E_ORGANISER_PASSWORD, { verified: true });
    return await registerWithApi(user, { firstName: "Festival", lastName: "Organiser" });
  } catch {
    const idToken = await emulator.signIn(E2E_AUTH_EMULATOR_HOST, E2E_ORGANISER_EMAIL, E2E_ORGANISER_PASSWORD);
    const reply = await api<{ token: string; user_id: number }>("POST", "login/", { id_token: idToken });
    return { token: reply.token, userId: reply.user_id };
  }
}
