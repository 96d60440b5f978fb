// The project's own API server for the Lighthouse runs, so pages show their real filled states: a fresh PGlite
// folder, seeded events, on a free loopback port, allowing the static host's origin.
import path from "node:path";
import { freePort, startProcess } from "./lib/processes.mjs";

export { freePort };

/** Starts `server/src/main.ts` on `port`; resolves once `events/` answers. */
export async function startApi({ port, dataDir, webOrigin }) {
  // Always the embedded database, even where DATABASE_URL points at a server.
  const { DATABASE_URL: _server, ...env } = process.env;
  const api = startProcess({
    label: "The API server",
    args: ["--import", "tsx", path.resolve("server/src/main.ts")],
    env: {
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      CORS_ORIGINS: webOrigin,
      LOG_LEVEL: "silent",
    },
    output: (line, stream) => {
      if (stream === "stderr") process.stderr.write(`${line}\n`);
    },
  });
  try {
    await api.waitFor(`http://127.0.0.1:${port}/api/events/`, { timeoutMs: 60_000 });
  } catch (error) {
    await api.stop();
    throw error;
  }
  return { close: () => api.stop() };
}
