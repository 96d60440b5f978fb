import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type ApiAnswer, type ApiProcess, startApiProcess } from "./support/apiProcess";
import { createEmulatorUser, uniqueEmail } from "./support/emulatorUsers";
import { emulatorHost } from "./support/harness";

// Issue 30, item 1 on PGlite: its disk fills up. The API runs as operators run it (`server/src/cluster.ts`, one
// worker, production, no DATABASE_URL) with a preload that makes every write growing a file in its data folder fail
// with ENOSPC while a flag file exists: what a full disk answers (checked against a full tmpfs, where PGlite reports
// the same SQLSTATE 53100 "could not extend file ...: No space left on device").
jest.setTimeout(120_000);

const PRELOAD = path.join(__dirname, "support/fullDisk.cjs");

let folder: string;
let flag: string;
let api: ApiProcess;
const call = (method: string, url: string, body?: unknown, token?: string) => api.request(method, url, body, token);

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "codefest-full-disk-"));
  flag = path.join(folder, "disk-is-full");
  api = await startApiProcess({
    // In NODE_OPTIONS so that the processes tsx and the cluster start load it too.
    NODE_OPTIONS: `--require "${PRELOAD}"`,
    DATA_DIR: path.join(folder, "pglite"),
    FULL_DISK_DIR: path.join(folder, "pglite"),
    FULL_DISK_FLAG: flag,
  });
});

afterAll(async () => {
  await api?.stop();
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
  const answers: ApiAnswer[] = [];
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
  for (const deadline = Date.now() + 30_000; !api.output().includes("No space left on device");) {
    if (Date.now() > deadline) throw new Error(`no "No space left on device" in the API's log:\n${api.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // The process stays and what needs no new space still works.
  expect(api.exitCode()).toBeNull();
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
