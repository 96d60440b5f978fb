// The project's own API server for the Lighthouse runs, so pages show their real filled states: a fresh PGlite
// folder, seeded events, on a free loopback port, allowing the static host's origin.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API server stopped (exit ${child.exitCode}).`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The API server did not answer ${url} in time.`);
}

/** Starts `server/src/main.ts` on `port`; resolves once `events/` answers. */
export async function startApi({ port, dataDir, webOrigin }) {
  // Always the embedded database, even where DATABASE_URL points at a server.
  const { DATABASE_URL: _server, ...env } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve("server/src/main.ts")], {
    env: {
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      CORS_ORIGINS: webOrigin,
      LOG_LEVEL: "silent",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitUntilUp(`http://127.0.0.1:${port}/api/events/`, child);
  } catch (error) {
    child.kill();
    throw error;
  }
  return {
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
