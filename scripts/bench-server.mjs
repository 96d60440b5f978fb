// `npm run bench` (second part): the API server's throughput on this machine. Starts an Auth emulator and the server
// (tsx server/src/main.ts, a fresh PGlite folder, logs at warn) on loopback, prepares verified participants with
// complete profiles, then loads GET events/ and POST teams/join/ with autocannon and prints requests/s and p99.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const require = createRequire(import.meta.url);
// The emulator helpers are TypeScript: run this file under tsx (once) when plain node started it.
if (!process.env.CODEFEST_BENCH_TSX) {
  const { status } = spawnSync(process.execPath, [require.resolve("tsx/cli"), new URL(import.meta.url).pathname], {
    stdio: "inherit",
    env: { ...process.env, CODEFEST_BENCH_TSX: "1" },
  });
  process.exit(status ?? 1);
}
const { freePort, startAuthEmulator } = await import("../test/server/support/authEmulator.ts");
const { createEmulatorUser } = await import("../test/server/support/emulatorUsers.ts");
const { COMPLETE_PROFILE } = await import("../test/support/completeProfile.ts");
const PROFILE = { ...COMPLETE_PROFILE, name: "Bench Participant" };

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const PARTICIPANTS = 21;

async function waitFor(url, child) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error("The API server exited during start-up");
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No answer from ${url}`);
}

async function call(base, method, route, body, token) {
  const response = await fetch(base + route, {
    method,
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Token ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

async function participant(base, emulatorHost) {
  const user = await createEmulatorUser(emulatorHost, undefined, undefined, { verified: true });
  const session = await call(base, "POST", "register/", {
    id_token: user.idToken,
    first_name: "Bench",
    last_name: "Participant",
    applied_referral_code: "",
    g_recaptcha_response: "",
  });
  await call(base, "PUT", "profile/", PROFILE, session.token);
  return session.token;
}

function load(title, options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (error, result) => {
      if (error) return reject(error);
      const statuses = Object.entries(result.statusCodeStats ?? {})
        .map(([code, { count }]) => `${code}: ${count}`)
        .join(", ");
      console.log(
        `  ${title.padEnd(44)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms   (${statuses}; errors ${result.errors})`,
      );
      resolve(result);
    });
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), "codefest-bench-"));
const emulator = await startAuthEmulator();
const port = await freePort();
const base = `http://127.0.0.1:${port}/api/`;
const server = spawn(process.execPath, [require.resolve("tsx/cli"), "server/src/main.ts"], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
  },
  stdio: ["ignore", "inherit", "inherit"],
  detached: true,
});
try {
  await waitFor(`${base}events/`, server);
  const tokens = await Promise.all(Array.from({ length: PARTICIPANTS }, () => participant(base, emulator.host)));
  const lead = tokens.shift();
  const team = await call(base, "POST", "teams/create/", { event: 1, team_name: "Bench Team" }, lead);

  console.log(`\nAPI server on this machine (autocannon, ${CONNECTIONS} connections, ${DURATION} s each, PGlite):`);
  await load("GET events/ (anonymous)", { url: `${base}events/` });
  await load("GET events/ (with a token: caller's teams)", {
    url: `${base}events/`,
    headers: { Authorization: `Token ${lead}` },
  });
  let next = 0;
  await load("POST teams/join/ (race for one place)", {
    url: `${base}teams/join/`,
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ access_code: team.access_code }),
    requests: [
      {
        setupRequest: (request) => {
          next = (next + 1) % tokens.length;
          return { ...request, headers: { ...request.headers, Authorization: `Token ${tokens[next]}` } };
        },
      },
    ],
  });
  console.log(
    "  (teams/join/: every call locks the team row; the first fills it, the rest get 400 Maximum Size of Team Reached)",
  );
} finally {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once("exit", resolve)));
  await emulator.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
