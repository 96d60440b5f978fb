import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { LOCK_FILE } from "../../server/src/db/dataDirLock";
import { runScript } from "./support/scriptRun";

// Each step waits for its process to end (test/server/support/scriptRun.ts); this only guards against a hang.
jest.setTimeout(600_000);

const ROOT = path.resolve(__dirname, "../..");
const TSX = require.resolve("tsx/cli");

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "codefest-lock-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const env = (extra: Record<string, string> = {}) => ({
  PATH: process.env.PATH ?? "",
  HOME: process.env.HOME ?? "",
  DATA_DIR: dataDir,
  HOST: "127.0.0.1",
  PORT: "0",
  LOG_LEVEL: "info",
  FIREBASE_PROJECT_ID: "demo-codefest",
  ...extra,
});

/** `npm run organiser -- ...` on the test's folder: its exit code and what it printed. */
const organiserCommand = (...args: string[]) => runScript("server/src/organiserCommand.ts", args, env());

/** `npm run start:api`'s server on the test's folder, once it listens. */
async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, [TSX, "server/src/main.ts"], { cwd: ROOT, env: env() });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Server listening")) resolve();
    };
    server.stdout?.on("data", seen);
    server.stderr?.on("data", seen);
    server.on("exit", (code) => reject(new Error(`the server stopped (${code}): ${output}`)));
  });
  return server;
}

const stopped = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.on("exit", (code) => resolve(code));
  });

const lockPid = () => Number(readFileSync(path.join(dataDir, LOCK_FILE), "utf8").trim());

describe("one process owns the embedded database's folder", () => {
  it("the organiser command and a second server refuse, saying who holds it and what to do; both work once it stops", async () => {
    const server = await startServer();
    try {
      const holder = lockPid();
      expect(() => process.kill(holder, 0)).not.toThrow();

      const refused = await organiserCommand("grant", "someone@example.org");
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain(`The API is running (pid ${holder}) on the database in ${dataDir}`);
      expect(refused.stderr).toContain("Organisers view (/admin/organisers), or stop the API first");

      const second = await runScript("server/src/main.ts", [], env());
      expect(second.status).toBe(1);
      expect(second.stderr).toContain(`The database folder ${dataDir} is in use by another process (pid ${holder})`);
      // The refused server left the owner's lock as it was.
      expect(lockPid()).toBe(holder);
    } finally {
      server.kill("SIGTERM");
      await stopped(server);
    }
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    const listed = await organiserCommand("list");
    expect(listed).toMatchObject({ status: 0, stderr: "" });
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });

  it("takes over a lock left by a process that is gone", async () => {
    const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
    writeFileSync(path.join(dataDir, LOCK_FILE), `${gone.stdout}\n`);
    expect(await organiserCommand("list")).toMatchObject({ status: 0, stderr: "" });
  });
});
