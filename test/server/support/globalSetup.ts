import { startAuthEmulator, type AuthEmulator } from "./authEmulator";

declare global {
  var codefestAuthEmulator: AuthEmulator | undefined;
}

/** The server tests verify real emulator tokens: one Auth emulator for the whole run, on a free port. */
export default async function globalSetup() {
  const emulator = await startAuthEmulator();
  globalThis.codefestAuthEmulator = emulator;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
}
