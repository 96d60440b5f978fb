export default async function globalTeardown() {
  await globalThis.codefestAuthEmulator?.stop();
  globalThis.codefestSnapshotCleanUp?.();
}
