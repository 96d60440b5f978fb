import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startStaticServer } from "../../../scripts/lighthouse-server.mjs";
import { startStack } from "./stack";

/**
 * Starts what every browser test file uses: the stack (emulator on 19099, API on 18000) and a static host serving a
 * private copy of the build (`E2E_DIST_DIR`, or dist/), so a `npm run build` meanwhile cannot swap the chunks under a
 * running test. The host's address reaches the test workers as `E2E_SITE_URL`. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const source = path.resolve(process.env.E2E_DIST_DIR ?? "dist");
  if (!existsSync(path.join(source, "index.html"))) throw new Error(`No build in ${source}: run npm run build first.`);
  const build = mkdtempSync(path.join(tmpdir(), "codefest-e2e-site-"));
  cpSync(source, build, { recursive: true });
  const site = await startStaticServer(build);
  const stack = await startStack({ siteUrl: site.url }).catch(async (error: unknown) => {
    await site.close();
    throw error;
  });
  process.env.E2E_SITE_URL = site.url;
  return async () => {
    await site.close();
    await stack.stop();
    rmSync(build, { recursive: true, force: true });
  };
}
