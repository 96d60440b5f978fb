import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./support/authEmulator";
import { createEmulatorUser, uniqueEmail } from "./support/emulatorUsers";
import { emulatorHost } from "./support/harness";

// Issue 30, item 1 on PGlite: its disk fills up. The API runs as operators run it (`server/src/cluster.ts`, one
// worker, production, no DATABASE_URL) with a preload that makes every write growing a file in its data folder fail
// with ENOSPC while a flag file exists: what a full disk answers (checked against a full tmpfs, where PGlite reports
// the same SQLSTATE 53100 "could not extend file ...: No space left on device").
jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, "../..");
const PRELOAD = path.join(__dirname, "support/fullDisk.cjs");

interface Answer {
  status: number;
  retryAfter: string | null;
  body: unknown;
}

let folder: string;
let flag: string;
let api: ChildProcess;
let base: string;
let output = "";

async function call(method: string, url: string, body?: unknown, token?: string): Promise<Answer> {
  const response = await fetch(base + url, {
    method,
    headers: {
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(token ? { Authorization: `Token ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    body: text ? JSON.parse(text) : null,
  };
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "codefest-full-disk-"));
  flag = path.join(folder, "disk-is-full");
  const port = await freePort();
  base = `http://127.0.0.1:${port}/api/`;
  api = spawn(process.execPath, [require.resolve("tsx/cli"), "server/src/cluster.ts"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      // In NODE_OPTIONS so that the processes tsx and the cluster start load it too.
      NODE_OPTIONS: `--require "${PRELOAD}"`,
      NODE_ENV: "production",
      API_WORKERS: "1",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(folder, "pglite"),
      FULL_DISK_DIR: path.join(folder, "pglite"),
      FULL_DISK_FLAG: flag,
      FIREBASE_PROJECT_ID: "demo-codefest",
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
      THROTTLE_LOGIN: "off",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  api.stdout?.on("data", keep);
  api.stderr?.on("data", keep);
  const started = Date.now();
  for (;;) {
    const ready = await call("GET", "health/ready/").catch(() => null);
    if (ready?.status === 200) break;
    if (api.exitCode !== null || Date.now() - started > 60_000) throw new Error(`the API did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});

afterAll(async () => {
  if (api && api.exitCode === null) {
    api.kill("SIGTERM");
    await new Promise((resolve) => api.once("exit", resolve));
  }
  rmSync(folder, { recursive: true, force: true });
});

it("answers writes 503 with Retry-After while PGlite's disk is full, keeps serving reads, and writes again once there is space", async () => {
  const user = await createEmulatorUser(emulatorHost(), uniqueEmail("fulldisk"), undefined, { verified: true });
  const registered = await call("POST", "register/", {
    id_token: user.idToken,
    first_name: "Full",
    last_name: "Disk",
    applied_referral_code: "",
    g_recaptcha_response: "",
  });
  expect(registered.status).toBe(200);
  const token = (registered.body as { token: string }).token;

  writeFileSync(flag, "");
  // Each login writes a new token; they fit in the table's last page until one needs a new page of the disk.
  const acknowledged: string[] = [];
  const answers: Answer[] = [];
  for (let attempt = 0; attempt < 500; attempt++) {
    const login = await call("POST", "login/", { id_token: user.idToken });
    answers.push(login);
    if (login.status === 200) acknowledged.push((login.body as { token: string }).token);
    else break;
  }
  const refused = answers.at(-1);
  expect(refused).toEqual({
    status: 503,
    retryAfter: expect.stringMatching(/^\d+$/),
    body: { detail: expect.stringMatching(/database/) },
  });
  // The warning reaches this test through the process's pipe, after the answer: wait for it.
  for (const deadline = Date.now() + 30_000; !output.includes("No space left on device");) {
    if (Date.now() > deadline) throw new Error(`no "No space left on device" in the API's log:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // The process stays and what needs no new space still works.
  expect(api.exitCode).toBeNull();
  expect((await call("GET", "health/live/")).status).toBe(200);
  expect((await call("GET", "events/", undefined, token)).status).toBe(200);
  expect((await call("POST", "login/", { id_token: user.idToken })).status).toBe(503);

  rmSync(flag);
  const again = await call("POST", "login/", { id_token: user.idToken });
  expect(again.status).toBe(200);
  // Every token acknowledged before and after the disk filled works.
  for (const stored of [...acknowledged, (again.body as { token: string }).token]) {
    expect((await call("GET", "profile/", undefined, stored)).status).toBe(200);
  }
});
