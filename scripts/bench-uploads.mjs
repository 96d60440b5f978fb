// `npm run bench` (fourth part): large bodies against the API server (issue 37, first finding). Starts an Auth emulator
// and the server (server/src/cluster.ts in one process, PGlite, logs at warn) on loopback, then prints:
//   - GET events/ with a participant's token (autocannon, 10 connections) alone, and while 20 anonymous clients send
//     10 MiB CSV bodies to the results routes over and over: the throughput ratio (target >= 0.8);
//   - the slowest GET health/live/ meanwhile, one every 50 ms (target <= 200 ms);
//   - the server's resident memory before, at its peak, and a few seconds after (target: back within 100 MB);
//   - an organiser's own 10 MB, 25,000-row leaderboard preview: its time and the slowest health/live/ while it is read
//     (target <= ~100 ms: the file is parsed a slice per turn of the event loop).
// On Linux with two cores or more and `taskset`, the server runs on core 0 and this process (the measuring client, the
// attackers, the probes) on the others, as a server and its callers would run on different machines: on a small
// machine they otherwise share the cores, and the figures then measure the client's sending as much as the server.
// BENCH_PIN=off turns this off.
// Usage: node scripts/bench-uploads.mjs   (BENCH_SECONDS=10 by default)
import { execFileSync } from "node:child_process";
import { readFileSync, mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { Worker } from "node:worker_threads";
import autocannon from "autocannon";
import { apiCall, registerBenchUser } from "./lib/benchApi.mjs";
import { startProcess } from "./lib/processes.mjs";
import { runUnderTsx } from "./lib/underTsx.mjs";

runUnderTsx(import.meta.url);
const { freePort, startAuthEmulator } = await import("../test/server/support/authEmulator.ts");
const { createEmulatorUser, uniqueEmail } = await import("../test/server/support/emulatorUsers.ts");
const { COMPLETE_PROFILE } = await import("../test/support/completeProfile.ts");

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ATTACKERS = 20;
const TEN_MIB = 10 * 1024 * 1024;
const TARGETS = { ratio: 0.8, healthMs: 200, memoryMb: 100, parsingHealthMs: 100 };

async function signedIn(base, emulatorHost, email) {
  const user = await createEmulatorUser(emulatorHost, email, undefined, { verified: true });
  const session = await registerBenchUser(base, user.idToken, "Caller");
  await apiCall(base, "PUT", "profile/", { ...COMPLETE_PROFILE, name: "Bench Caller" }, session.token);
  return session.token;
}

/** The server process's resident memory in MB (Linux). */
function residentMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * GET health/live/ every 50 ms until stopped, from a thread of its own (this process's own event loop is busy sending
 * the uploads): the slowest answer and the count.
 */
function healthProbe(base) {
  const worker = new Worker(
    `const { parentPort, workerData } = require("node:worker_threads");
     let slowest = 0, count = 0, running = true;
     parentPort.once("message", () => (running = false));
     (async () => {
       while (running) {
         const started = performance.now();
         const response = await fetch(workerData + "health/live/");
         await response.arrayBuffer();
         slowest = Math.max(slowest, performance.now() - started);
         count += 1;
         await new Promise((resolve) => setTimeout(resolve, 50));
       }
       parentPort.postMessage({ slowest, count });
     })();`,
    { eval: true, workerData: base },
  );
  return async () => {
    const result = new Promise((resolve) => worker.once("message", resolve));
    worker.postMessage("stop");
    const figures = await result;
    await worker.terminate();
    return figures;
  };
}

/**
 * The attackers: ATTACKERS anonymous 10 MiB CSV uploads at once, each sent as fast as the connection takes it and sent
 * again as soon as it is answered, half POST preview/, half PUT; from a thread of its own, so that the measuring
 * client's event loop (autocannon's) does not pay for the attackers' sending. Stopping it gives the statuses answered.
 */
function attackers(base) {
  const worker = new Worker(
    `const { request } = require("node:http");
     const { parentPort, workerData } = require("node:worker_threads");
     const body = Buffer.alloc(workerData.bytes, "a");
     const statuses = {};
     let running = true;
     parentPort.once("message", () => (running = false));
     const upload = (url, method) =>
       new Promise((resolve) => {
         const sent = request(url, {
           method,
           agent: false,
           headers: { "Content-Type": "text/csv", "Content-Length": body.length },
         });
         sent.on("response", (response) => {
           response.resume();
           response.on("end", () => {
             sent.destroy();
             resolve(response.statusCode ?? 0);
           });
         });
         sent.on("error", () => resolve("reset"));
         sent.end(body);
       });
     Promise.all(
       Array.from({ length: workerData.count }, async (_, index) => {
         const method = index % 2 ? "PUT" : "POST";
         const url = workerData.base + "admin/events/1/results/" + (method === "POST" ? "preview/" : "");
         while (running) {
           const status = await upload(url, method);
           statuses[status] = (statuses[status] ?? 0) + 1;
         }
       }),
     ).then(() => parentPort.postMessage(statuses));`,
    { eval: true, workerData: { base, bytes: TEN_MIB, count: ATTACKERS } },
  );
  return async () => {
    const result = new Promise((resolve) => worker.once("message", resolve));
    worker.postMessage("stop");
    const statuses = await result;
    await worker.terminate();
    return statuses;
  };
}

const METRICS_TOKEN = "bench-uploads-metrics-token";

/**
 * The server's own longest event-loop delay since the last call, in ms: its metrics' `nodejs_eventloop_lag_max_seconds`
 * (prom-client starts the measure again at every scrape). Unlike the probe's answers, this leaves out the time the
 * machine's other processes hold the cores.
 */
async function eventLoopLagMs(base) {
  const response = await fetch(new URL("/metrics", base), { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await response.text();
  const seconds = Number(/^nodejs_eventloop_lag_max_seconds(?:\{[^}]*\})? (\S+)$/m.exec(text)?.[1] ?? NaN);
  return seconds * 1000;
}

/**
 * Puts the server on core 0 and this process on the other cores (every thread: `taskset -a`); a description of what
 * was done, for the figures' heading.
 */
function pinApart(serverPid, cores) {
  if (process.env.BENCH_PIN === "off" || process.platform !== "linux" || cores < 2)
    return "server and client share the cores";
  try {
    execFileSync("taskset", ["-a", "-p", "-c", "0", String(serverPid)], { stdio: "ignore" });
    execFileSync("taskset", ["-a", "-p", "-c", `1-${cores - 1}`, String(process.pid)], { stdio: "ignore" });
    return `server on core 0, client on ${cores === 2 ? "core 1" : `cores 1-${cores - 1}`}`;
  } catch {
    return "server and client share the cores (no taskset)";
  }
}

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 10, duration: DURATION, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const emulator = await startAuthEmulator();
const dataDir = mkdtempSync(path.join(tmpdir(), "codefest-bench-uploads-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}/api/`;
const organiserEmail = uniqueEmail("bench-organiser");
// Node with tsx's loader, so the server is this child process itself and its memory can be read.
const server = startProcess({
  label: "The API server",
  args: ["--import", "tsx", "server/src/cluster.ts"],
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    ORGANISER_EMAILS: organiserEmail,
    METRICS_TOKEN: METRICS_TOKEN,
    THROTTLE_LOGIN: "off",
    THROTTLE_REGISTER: "off",
  },
});
try {
  await server.waitFor(`${base}events/`);
  const pid = server.child.pid;
  const cores = availableParallelism();
  const placement = pinApart(pid, cores);
  const participant = await signedIn(base, emulator.host, undefined);
  const organiser = await signedIn(base, emulator.host, organiserEmail);
  const events = `${base}events/`;
  const headers = { Authorization: `Token ${participant}` };
  await load({ url: events, headers, duration: 2 });

  console.log(
    `\nLarge bodies against the API server (PGlite, 1 process; autocannon, 10 connections, ${DURATION} s; ` +
      `${placement}; load average ${loadavg()[0].toFixed(1)} on ${cores} cores):`,
  );
  const quietHealth = healthProbe(base);
  const alone = await load({ url: events, headers });
  const quiet = await quietHealth();
  const before = residentMb(pid);

  let peak = before;
  await eventLoopLagMs(base);
  const stopAttackers = attackers(base);
  const memory = setInterval(() => (peak = Math.max(peak, residentMb(pid))), 100);
  const attackHealth = healthProbe(base);
  const underAttack = await load({ url: events, headers });
  const health = await attackHealth();
  const attackLag = await eventLoopLagMs(base);
  const statuses = await stopAttackers();
  clearInterval(memory);
  await sleep(5000);
  const after = residentMb(pid);

  const rate = (result) => Math.round(result.requests.average);
  const ratio = underAttack.requests.average / alone.requests.average;
  const uploads = Object.entries(statuses)
    .map(([status, count]) => `${status}: ${count}`)
    .join(", ");
  console.log(
    `  GET events/ (signed in), alone                 ${String(rate(alone)).padStart(6)} req/s   p99 ${alone.latency.p99} ms`,
  );
  console.log(
    `  GET events/ (signed in), ${ATTACKERS} anonymous uploads  ${String(rate(underAttack)).padStart(6)} req/s   p99 ${underAttack.latency.p99} ms   ratio ${ratio.toFixed(2)} (target >= ${TARGETS.ratio})`,
  );
  console.log(`  anonymous 10 MiB uploads answered: ${uploads}`);
  console.log(
    `  slowest health/live/: ${quiet.slowest.toFixed(0)} ms alone, ${health.slowest.toFixed(0)} ms under the uploads (${health.count} probes; target <= ${TARGETS.healthMs} ms); the server's longest event-loop delay meanwhile ${attackLag.toFixed(0)} ms`,
  );
  console.log(
    `  server memory: ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at the peak, ${after.toFixed(0)} MB 5 s after (target: within ${TARGETS.memoryMb} MB of before)`,
  );

  // An organiser's own large file: 25,000 rows of a leaderboard, padded to 10 MB, keyed by Codeforces handle.
  const pad = "x".repeat(395);
  const rows = Array.from({ length: 25_000 }, (_, index) => `cf_nobody_${index},${index + 1},${pad}`);
  const file = Buffer.from(`handle,rank,notes\r\n${rows.join("\r\n")}\r\n`);
  await eventLoopLagMs(base);
  const organiserHealth = healthProbe(base);
  const started = performance.now();
  const preview = await fetch(
    `${base}admin/events/1/results/preview/?key=codeforces&key_column=handle&rank_column=rank`,
    { method: "POST", headers: { Authorization: `Token ${organiser}`, "Content-Type": "text/csv" }, body: file },
  );
  const answer = await preview.json();
  const seconds = (performance.now() - started) / 1000;
  const parsing = await organiserHealth();
  const lag = await eventLoopLagMs(base);
  console.log(
    `  organiser's ${(file.length / 1e6).toFixed(1)} MB, 25,000-row leaderboard preview: ${preview.status} in ${seconds.toFixed(2)} s (${answer.leaderboard?.rows ?? "?"} rows read); slowest health/live/ meanwhile ${parsing.slowest.toFixed(0)} ms (${parsing.count} probes; target <= ~${TARGETS.parsingHealthMs} ms); the server's longest event-loop delay ${lag.toFixed(0)} ms`,
  );
} finally {
  await server.stop();
  await emulator.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
