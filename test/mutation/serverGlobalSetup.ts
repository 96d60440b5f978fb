import { startAuthEmulator } from "../server/support/authEmulator";
import { makeMigratedSnapshot } from "../server/support/pgliteSnapshot";

/**
 * The server project's global set-up in a mutation run (stryker.jest.config.cjs). Stryker runs Jest once per mutant in
 * the same process: the Auth emulator is started by the first run and kept for the next ones (test/server's own
 * globalSetup starts one per Jest run, several seconds each), and stopped when the process ends. Without
 * `DATABASE_URL`, so is the migrated PGlite copy the test files' databases start from (support/pgliteSnapshot.ts).
 */
export default async function mutationGlobalSetup() {
  if (!globalThis.codefestAuthEmulator) {
    const emulator = await startAuthEmulator();
    globalThis.codefestAuthEmulator = emulator;
    process.once("exit", () => emulator.kill());
  }
  if (!process.env.DATABASE_URL && !globalThis.codefestSnapshotCleanUp) {
    const cleanUp = await makeMigratedSnapshot();
    globalThis.codefestSnapshotCleanUp = cleanUp;
    process.once("exit", cleanUp);
  }
  process.env.FIREBASE_AUTH_EMULATOR_HOST = globalThis.codefestAuthEmulator.host;
}
