// The project's own API server for the Lighthouse runs, so pages show their real filled states: a fresh PGlite
// folder, seeded events, on a free loopback port, allowing the static host's origin (scripts/lib/benchApi.mjs).
import { startBenchApi } from "./lib/benchApi.mjs";
import { freePort } from "./lib/processes.mjs";

export { freePort };

/** Starts `server/src/main.ts` on `port`; resolves once `events/` answers. */
export async function startApi({ port, dataDir, webOrigin }) {
  const api = await startBenchApi({ port, base: `http://127.0.0.1:${port}/api/`, dataDir, siteUrl: webOrigin });
  return { close: () => api.stop() };
}
