export default async function globalTeardown() {
  await globalThis.codefestE2eStack?.stop();
}
