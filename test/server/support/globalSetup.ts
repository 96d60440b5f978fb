import { startAuthEmulator, type AuthEmulator } from "./authEmulator";
import { makeMigratedSnapshot } from "./pgliteSnapshot";

declare global {
  var codefestAuthEmulator: AuthEmulator | undefined;
  var codefestSnapshotCleanUp: (() => void) | undefined;
}

/**
 * The server tests verify real emulator tokens: one Auth emulator for the whole run, on a free port. On PGlite (no
 * DATABASE_URL), one migrated database for every test file to start from (support/pgliteSnapshot.ts), made meanwhile.
 */
export default async function globalSetup() {
  const starting = startAuthEmulator();
  try {
    globalThis.codefestSnapshotCleanUp = process.env.DATABASE_URL ? undefined : await makeMigratedSnapshot();
  } catch (error) {
    await (await starting).stop();
    throw error;
  }
  const emulator = await starting;
  globalThis.codefestAuthEmulator = emulator;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
}
