import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export interface AuthEmulator {
  /** host:port, the value for FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  stop: () => Promise<void>;
}

/** A port nobody listens on right now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** One GET on its own connection (no keep-alive socket left behind for later calls to trip over). */
function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = get(url, { agent: false, timeout: 1000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on("error", () => resolve(false));
    request.on("timeout", () => request.destroy());
  });
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The Auth emulator exited (${child.exitCode}):\n${output()}`);
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The Auth emulator did not answer at ${url} within ${timeoutMs} ms:\n${output()}`);
}

function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.pid === undefined) return resolve();
    const pid = child.pid;
    const force = setTimeout(() => {
      try {
        process.kill(-pid, "SIGKILL");
      } catch {
        // already gone
      }
    }, 8000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    try {
      process.kill(-pid, "SIGTERM");
    } catch {
      clearTimeout(force);
      resolve();
    }
  });
}

/**
 * Starts the Firebase Auth emulator (firebase-tools, offline) on 127.0.0.1:`port` (0: a free one) with its own
 * config and working folder, so it never clashes with `npm start`'s emulator, and waits until it answers.
 * It runs in its own process group; `stop` ends the whole group.
 */
export async function startAuthEmulator({ port = 0, projectId = "demo-codefest" } = {}): Promise<AuthEmulator> {
  const authPort = port || (await freePort());
  const folder = mkdtempSync(path.join(tmpdir(), "codefest-auth-"));
  const config = {
    emulators: {
      auth: { host: "127.0.0.1", port: authPort },
      hub: { host: "127.0.0.1", port: await freePort() },
      logging: { host: "127.0.0.1", port: await freePort() },
      ui: { enabled: false },
    },
  };
  writeFileSync(path.join(folder, "firebase.json"), JSON.stringify(config));
  const cli = require.resolve("firebase-tools/lib/bin/firebase.js");
  const child = spawn(process.execPath, [cli, "emulators:start", "--only", "auth", "--project", projectId], {
    cwd: folder,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    // TMPDIR: the CLI keeps a per-project hub file in the temp folder; a private one keeps emulators apart.
    env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: "", TMPDIR: folder },
  });
  let log = "";
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const host = `127.0.0.1:${authPort}`;
  try {
    await waitUntilUp(`http://${host}/`, child, () => log, 90_000);
  } catch (error) {
    await stopGroup(child);
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    host,
    stop: async () => {
      await stopGroup(child);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
