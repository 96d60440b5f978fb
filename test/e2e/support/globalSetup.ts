import { startStack, type Stack } from "./stack";

declare global {
  var codefestE2eStack: Stack | undefined;
}

/** Every browser test file can use the emulator (19099) and the API (18000) started here. */
export default async function globalSetup() {
  globalThis.codefestE2eStack = await startStack();
}
