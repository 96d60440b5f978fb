import { startAuthEmulator } from "../server/support/authEmulator";

/**
 * The server project's global set-up in a mutation run (stryker.jest.config.cjs). Stryker runs Jest once per mutant in
 * the same process: the Auth emulator is started by the first run and kept for the next ones (test/server's own
 * globalSetup starts one per Jest run, several seconds each), and stopped when the process ends.
 */
export default async function mutationGlobalSetup() {
  if (!globalThis.codefestAuthEmulator) {
    const emulator = await startAuthEmulator();
    globalThis.codefestAuthEmulator = emulator;
    process.once("exit", () => emulator.kill());
  }
  process.env.FIREBASE_AUTH_EMULATOR_HOST = globalThis.codefestAuthEmulator.host;
}
