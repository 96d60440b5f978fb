// `npm start`: the whole product on this machine. The Firebase Auth emulator (127.0.0.1:9099, accounts kept in
// .data/auth-emulator), the API server (127.0.0.1:8000, migrated and seeded, data in .data/pglite) and the web app's
// dev server (127.0.0.1:3000). Ctrl-C (or SIGTERM) stops all three, each with its whole process group. The API server
// restarts when its code (server/ or contract/) changes; the web app reloads itself. With the demo database, the demo
// participants get accounts at the emulator and one event is finished with results and certificates.
import { generateKeyPairSync } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import {
  DEMO_ORGANISER,
  DEMO_PARTICIPANT_PASSWORD,
  ensureDemoOrganiser,
  ensureDemoParticipants,
} from "./lib/demoAccounts.mjs";
import { DEMO_FINISHED_EVENT, ensureFinishedDemoEvent } from "./lib/demoResults.mjs";
import { portIsFree, startProcess } from "./lib/processes.mjs";
import { nodeVersionProblem } from "./nodeVersion.mjs";

const nodeProblem = nodeVersionProblem(process.version);
if (nodeProblem) {
  console.error(`[start] ${nodeProblem}`);
  process.exit(1);
}

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const AUTH = { host: "127.0.0.1", port: 9099 };
const AUTH_ORIGIN = `http://${AUTH.host}:${AUTH.port}`;
// The emulator's project: a demo- project, which is what lets the demo accounts be made in it.
const PROJECT_ID = "demo-codefest";
const API_PORT = Number(process.env.PORT ?? 8000);
const WEB_PORT = Number(process.env.WEB_PORT ?? 3000);
const INBOX = { smtp: Number(process.env.INBOX_SMTP_PORT ?? 1025), web: Number(process.env.INBOX_WEB_PORT ?? 1080) };
const AUTH_DATA = path.join(root, ".data", "auth-emulator");
const AUTH_TMP = path.join(root, ".data", "auth-emulator-tmp");
const env = { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: `${AUTH.host}:${AUTH.port}` };

const children = [];
let stopping = false;

function log(message) {
  console.log(`[start] ${message}`);
}

/** Runs a program in its own process group, its output prefixed with `label`; `stopSignal` ends the group. */
function run(label, args, extraEnv = {}, stopSignal = "SIGTERM") {
  const started = startProcess({
    label,
    args,
    cwd: root,
    env: { ...env, ...extraEnv },
    stopSignal,
    output: (line, stream) => (stream === "stdout" ? process.stdout : process.stderr).write(`[${label}] ${line}\n`),
  });
  started.child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`[start] ${label} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping the rest.`);
      void stopAll(1);
    }
  });
  children.push(started);
  return started;
}

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  log("stopping...");
  // The web app first, the emulator last (it saves its accounts on the way out).
  for (const started of [...children].reverse()) await started.stop();
  process.exit(code);
}

process.on("SIGINT", () => void stopAll(0));
process.on("SIGTERM", () => void stopAll(0));
process.on("SIGHUP", () => void stopAll(0));

/**
 * The key that signs certificate credentials: CREDENTIAL_KEY when set, otherwise a development key made once and
 * kept in .data/credential-key.pem (never for production: anyone with this checkout has it).
 */
function credentialKey() {
  if (process.env.CREDENTIAL_KEY) return process.env.CREDENTIAL_KEY;
  const file = path.join(root, ".data", "credential-key.pem");
  if (!existsSync(file)) {
    const { privateKey } = generateKeyPairSync("ed25519");
    writeFileSync(file, privateKey.export({ format: "pem", type: "pkcs8" }), { mode: 0o600 });
    log(`made a development key for certificate credentials in ${path.relative(root, file)} (not for production)`);
  } else {
    log(`certificate credentials are signed with the development key in ${path.relative(root, file)}`);
  }
  return readFileSync(file, "utf8");
}

/** The demo participants of the seeded database get accounts at the emulator, so a newcomer can sign in as one. */
async function demoParticipantAccounts() {
  const { DEMO_PARTICIPANTS } = await tsImport("../server/src/db/seed.ts", import.meta.url);
  const { created, takenByOthers } = await ensureDemoParticipants(AUTH_ORIGIN, DEMO_PARTICIPANTS, PROJECT_ID);
  if (created.length > 0) log(`created ${created.length} demo participants at the Auth emulator`);
  if (takenByOthers.length > 0) {
    log(`left as they are (another account has the address): ${takenByOthers.join(", ")}`);
  }
}

/** One demo event finished through the API; a failure is told and the rest runs on without it. */
async function finishDemoEvent() {
  try {
    log(
      `demo: ${await ensureFinishedDemoEvent({ apiBase: `http://127.0.0.1:${API_PORT}/api/`, authOrigin: AUTH_ORIGIN })}`,
    );
  } catch (error) {
    log(`demo: the finished event could not be made (${error instanceof Error ? error.message : error})`);
  }
}

async function main() {
  for (const [name, port] of [
    ["the Auth emulator", AUTH.port],
    ["the API server", API_PORT],
    ["the web app", WEB_PORT],
  ]) {
    if (!(await portIsFree(port))) throw new Error(`Port ${port} (${name}) is in use: is npm start already running?`);
  }
  mkdirSync(AUTH_DATA, { recursive: true });
  mkdirSync(AUTH_TMP, { recursive: true });
  const firebase = require.resolve("firebase-tools/lib/bin/firebase.js");
  const imports = existsSync(path.join(AUTH_DATA, "firebase-export-metadata.json")) ? ["--import", AUTH_DATA] : [];
  log("starting the Auth emulator...");
  const auth = run(
    "auth",
    [firebase, "emulators:start", "--only", "auth", "--project", PROJECT_ID, ...imports, "--export-on-exit", AUTH_DATA],
    // Its own temp folder: the CLI finds its hub through a per-project file there, which test emulators would share.
    { FIREBASE_AUTH_EMULATOR_HOST: "", TMPDIR: AUTH_TMP },
    // The CLI exports its accounts on SIGINT (Ctrl-C), not on SIGTERM.
    "SIGINT",
  );
  await auth.waitFor(`${AUTH_ORIGIN}/`, { cancelled: () => stopping });
  if (await ensureDemoOrganiser(AUTH_ORIGIN, PROJECT_ID)) log(`created the demo organiser ${DEMO_ORGANISER.email}`);

  // Demo data only in the demo database this command creates (.data/pglite), never in one DATABASE_URL names.
  const demo = !env.DATABASE_URL;
  if (!demo) log("DATABASE_URL is set: the API uses that database and puts no demo data in it");
  else {
    log("the API uses the demo database in .data/pglite, with demo data added on its first start");
    await demoParticipantAccounts();
  }

  // Without SMTP_URL, a local inbox (maildev): the API sends to it and its web page shows what was sent.
  let inbox = null;
  if (!env.SMTP_URL) {
    log("starting the local inbox (maildev)...");
    const maildev = run("inbox", [
      path.join(root, "node_modules/maildev/dist/bin/maildev.js"),
      "--smtp",
      String(INBOX.smtp),
      "--web",
      String(INBOX.web),
      "--ip",
      "127.0.0.1",
      "--web-ip",
      "127.0.0.1",
    ]);
    await maildev.waitFor(`http://127.0.0.1:${INBOX.web}/`, { cancelled: () => stopping });
    inbox = `http://127.0.0.1:${INBOX.web}/`;
  }

  log("starting the API server...");
  // tsx watch restarts the server when a file it imports changes (a crash waits for the next change).
  const api = run("api", [require.resolve("tsx/cli"), "watch", "--clear-screen=false", "server/src/main.ts"], {
    PORT: String(API_PORT),
    ORGANISER_EMAILS: env.ORGANISER_EMAILS || DEMO_ORGANISER.email,
    // The API answers on its own port here: the issuer's did:web and the credentials' URLs name it.
    API_PUBLIC_URL: env.API_PUBLIC_URL || `http://127.0.0.1:${API_PORT}`,
    PUBLIC_URL: env.PUBLIC_URL || `http://127.0.0.1:${WEB_PORT}`,
    CREDENTIAL_KEY: credentialKey(),
    SMTP_URL: env.SMTP_URL || `smtp://127.0.0.1:${INBOX.smtp}`,
    DEMO_DATA: env.DATABASE_URL ? "0" : "1",
  });
  await api.waitFor(`http://127.0.0.1:${API_PORT}/api/events/`, { cancelled: () => stopping });
  if (demo) await finishDemoEvent();

  log("starting the web app's dev server...");
  const web = run("web", [require.resolve("webpack-cli/bin/cli.js"), "serve", "--mode", "development"], {
    WEB_PORT: String(WEB_PORT),
  });
  await web.waitFor(`http://127.0.0.1:${WEB_PORT}/`, { timeoutMs: 300_000, cancelled: () => stopping });

  console.log(`
  Codefest '20 is running:
    web app        http://127.0.0.1:${WEB_PORT}/
    API server     http://127.0.0.1:${API_PORT}/api/  (its OpenAPI document: /api/schema/)
    Auth emulator  http://${AUTH.host}:${AUTH.port}/  (accounts kept in .data/auth-emulator)
    Mail           ${inbox ? `${inbox}  (the local inbox: every mail the API sends)` : `sent through SMTP_URL`}

  Sign up with any e-mail and password on the login page. The organisers' console: sign in as
  ${DEMO_ORGANISER.email} with the password ${DEMO_ORGANISER.password}.${
    demo
      ? `
  A participant with certificates: participant1@example.org, password ${DEMO_PARTICIPANT_PASSWORD}
  (every demo participant has it); the finished event's results: /events/${DEMO_FINISHED_EVENT}/results.`
      : ""
  }
  Press Ctrl-C to stop everything.
`);
}

main().catch((error) => {
  console.error(`[start] ${error instanceof Error ? error.message : error}`);
  void stopAll(1);
});
