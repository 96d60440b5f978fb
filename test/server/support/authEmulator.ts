import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, startProcess } from "../../../scripts/lib/processes.mjs";

export { freePort };

export interface AuthEmulator {
  /** host:port, the value for FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  stop: () => Promise<void>;
  /** Ends the emulator's process group at once (for a process's "exit" handler, which cannot wait). */
  kill: () => void;
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
  const emulator = startProcess({
    label: "The Auth emulator",
    args: [cli, "emulators:start", "--only", "auth", "--project", projectId],
    cwd: folder,
    // TMPDIR: the CLI keeps a per-project hub file in the temp folder; a private one keeps emulators apart.
    env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: "", TMPDIR: folder },
    // Kept for the error message only.
    output: () => undefined,
  });
  const host = `127.0.0.1:${authPort}`;
  const stop = async () => {
    await emulator.stop(8000);
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await emulator.waitFor(`http://${host}/`, { timeoutMs: 90_000 });
  } catch (error) {
    await stop();
    throw error;
  }
  const kill = () => {
    try {
      if (emulator.child.pid !== undefined) process.kill(-emulator.child.pid, "SIGKILL");
    } catch {
      // already gone
    }
    rmSync(folder, { recursive: true, force: true });
  };
  return { host, stop, kill };
}
