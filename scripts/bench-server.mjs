// `npm run bench` (second part): the API server's throughput on this machine. Starts an Auth emulator and the server
// (`npm run start:api`'s server/src/cluster.ts, logs at warn) on loopback, prepares verified participants with complete
// profiles, then loads GET events/ (anonymous, then with a token) and POST teams/join/ with autocannon and prints
// requests/s, p99 and the authenticated/anonymous ratio. Runs on a fresh PGlite folder, then, when a PostgreSQL is
// given (BENCH_DATABASE_URL, or the one .ci/postgres.sh starts as root), on it with 1 and with 2 worker processes.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { apiCall, registerBenchUser } from "./lib/benchApi.mjs";
import { startProcess } from "./lib/processes.mjs";
import { announceRun } from "./lib/runConditions.mjs";
import { runUnderTsx } from "./lib/underTsx.mjs";

const require = createRequire(import.meta.url);
// The emulator helpers are TypeScript.
runUnderTsx(import.meta.url);
announceRun("node scripts/bench-server.mjs");
const { freePort, startAuthEmulator } = await import("../test/server/support/authEmulator.ts");
const { createEmulatorUser } = await import("../test/server/support/emulatorUsers.ts");
const { COMPLETE_PROFILE } = await import("../test/support/completeProfile.ts");
const PROFILE = { ...COMPLETE_PROFILE, name: "Bench Participant" };

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const PARTICIPANTS = 21;

async function participant(base, emulatorHost) {
  const user = await createEmulatorUser(emulatorHost, undefined, undefined, { verified: true });
  const session = await registerBenchUser(base, user.idToken, "Participant");
  await apiCall(base, "PUT", "profile/", PROFILE, session.token);
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

/** The targets with 10 connections on this 2-core machine: requests/s and p99 of authenticated events/. */
const TARGETS = { pglite: { rps: 1500, p99: 30 }, postgres: { rps: 3000, p99: 15 }, ratio: 0.6 };

function postgresUrl() {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const { stdout } = spawnSync("bash", [".ci/postgres.sh"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  return stdout.trim().startsWith("postgresql://") ? stdout.trim() : null;
}

async function measure({ label, databaseUrl, workers, emulator }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "codefest-bench-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/api/`;
  const server = startProcess({
    label: "The API server",
    args: [require.resolve("tsx/cli"), "server/src/cluster.ts"],
    env: {
      ...process.env,
      // As production runs it: outside production every answer is also checked against the contract's schemas.
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      API_WORKERS: String(workers),
      // Every bench participant registers from loopback: the per-address limits would stop the setup.
      THROTTLE_LOGIN: "off",
      THROTTLE_REGISTER: "off",
      THROTTLE_JOIN_FAILURES_ADDRESS: "off",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  try {
    await server.waitFor(`${base}events/`);
    const tokens = await Promise.all(Array.from({ length: PARTICIPANTS }, () => participant(base, emulator.host)));
    const lead = tokens.shift();
    const team = await apiCall(base, "POST", "teams/create/", { event: 1, team_name: `Bench ${Date.now()}` }, lead);

    console.log(`\n${label} (autocannon, ${CONNECTIONS} connections, ${DURATION} s each):`);
    const anonymous = await load("GET events/ (anonymous)", { url: `${base}events/` });
    const signedIn = await load("GET events/ (with a token: caller's teams)", {
      url: `${base}events/`,
      headers: { Authorization: `Token ${lead}` },
    });
    let next = 0;
    const join = await load("POST teams/join/ (race for one place)", {
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
    const winners = join.statusCodeStats?.["200"]?.count ?? 0;
    console.log(
      `  teams/join/: ${winners} of ${join.requests.total} calls got the one free place (${winners === 1 ? "the rule held" : "RULE BROKEN: expected exactly 1"}); the rest 400 Maximum Size of Team Reached`,
    );
    const target = databaseUrl ? TARGETS.postgres : TARGETS.pglite;
    const ratio = signedIn.requests.average / anonymous.requests.average;
    console.log(
      `  authenticated/anonymous ${ratio.toFixed(2)} (target >= ${TARGETS.ratio}); authenticated ${Math.round(signedIn.requests.average)} req/s at p99 ${signedIn.latency.p99} ms (target >= ${target.rps} req/s at p99 <= ${target.p99} ms)`,
    );
    return winners === 1;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const emulator = await startAuthEmulator();
let rulesHeld = true;
try {
  rulesHeld = (await measure({ label: "API server, PGlite, 1 process", workers: 1, emulator })) && rulesHeld;
  const databaseUrl = postgresUrl();
  if (databaseUrl) {
    for (const workers of [1, 2]) {
      const label = `API server, PostgreSQL, ${workers} process${workers === 1 ? "" : "es"}`;
      rulesHeld = (await measure({ label, databaseUrl, workers, emulator })) && rulesHeld;
    }
  } else {
    console.log("\nNo PostgreSQL (set BENCH_DATABASE_URL, or run as root so .ci/postgres.sh can start one): skipped.");
  }
} finally {
  await emulator.stop();
}
if (!rulesHeld) process.exit(1);
