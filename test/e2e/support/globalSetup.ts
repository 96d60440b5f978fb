import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { makeMigratedSnapshot } from "../../server/support/pgliteSnapshot";
import { acquireMachineLock } from "./machineLock";
import { stackAddresses } from "./stack";
import { filesNamingTheStack } from "./workerBuild";

/**
 * Takes the machine-wide lock for the whole run (every worker's stack uses fixed ports) and makes a private copy of the
 * build (`E2E_DIST_DIR`, or dist/), so a `npm run build` meanwhile cannot swap the chunks under a running test. The
 * copy's folder reaches the workers as `E2E_BUILD_DIR`; each worker serves it with its own stack (support/fixtures.ts),
 * whose database starts from the migrated one made here once. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const source = path.resolve(process.env.E2E_DIST_DIR ?? "dist");
  if (!existsSync(path.join(source, "index.html"))) throw new Error(`No build in ${source}: run npm run build first.`);
  if (filesNamingTheStack(source) === 0)
    throw new Error(
      `The build in ${source} calls another API than the browser tests' ${stackAddresses(0).apiBaseUrl}: ` +
        "npm run test:e2e builds it for them.",
    );
  const release = await acquireMachineLock();
  const build = mkdtempSync(path.join(tmpdir(), "codefest-e2e-site-"));
  cpSync(source, build, { recursive: true });
  // The renderer the build keeps beside the site, for the API to regenerate the pages on publish (docs/content.md).
  if (existsSync(`${source}-renderer`)) cpSync(`${source}-renderer`, `${build}-renderer`, { recursive: true });
  process.env.E2E_BUILD_DIR = build;
  const removeSnapshot = await makeMigratedSnapshot().catch((error: unknown) => {
    rmSync(build, { recursive: true, force: true });
    release();
    throw error;
  });
  return async () => {
    removeSnapshot();
    rmSync(build, { recursive: true, force: true });
    release();
  };
}
