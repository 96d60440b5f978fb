import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, type Page } from "@playwright/test";
import { startStaticServer } from "../../../scripts/lighthouse-server.mjs";
import { organiserSession, readyParticipant, startStack } from "./stack";
import { workerBuild } from "./workerBuild";

export { expect } from "@playwright/test";
export type { Browser, BrowserContext, Locator, Page, Request, Route } from "@playwright/test";

/** The built site on this worker's static host, its API calls going to this worker's stack. */
export interface Site {
  url: string;
}

type ReadyParticipant = Awaited<ReturnType<typeof readyParticipant>>;

/** Axe's violations on the page (or inside `include`), one readable line each: none is `[]`. */
type Axe = (page: Page, options?: { include?: string }) => Promise<string[]>;

interface TestFixtures {
  axe: Axe;
  /** A participant with a verified e-mail and a complete profile whose API session the default `page` holds. */
  signedIn: ReadyParticipant;
}

interface WorkerFixtures {
  /**
   * A file that needs a stack nobody else has used (an empty festival, an event list of its own) sets a name of its
   * own here, `test.use({ ownStack: "<its file name>" })`: it then runs in a worker of its own with a fresh stack.
   * Files sharing a name share a worker. See "Browser tests in parallel" in docs/testing.md.
   */
  ownStack: string;
  /**
   * The API regenerates the public pages on publish (SITE_DIR) into a copy of the build of this worker's own, served by
   * its static host: a file sets it with `ownStack`, so no other file sees its pages change.
   */
  regeneratedSite: boolean;
  site: Site;
  /** The organiser's API session (see organiserSession). */
  organiser: { token: string; userId: number };
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  ownStack: ["", { scope: "worker", option: true }],
  regeneratedSite: [false, { scope: "worker", option: true }],
  // Every worker starts its site and stack before its first test, whether its files ask for `site` or not.
  site: [
    async ({ regeneratedSite }, provide, workerInfo) => {
      const build = process.env.E2E_BUILD_DIR;
      if (!build) throw new Error("E2E_BUILD_DIR is unset: run the browser tests with npm run test:e2e.");
      const own = regeneratedSite ? mkdtempSync(path.join(tmpdir(), "codefest-e2e-regenerated-")) : undefined;
      const root = workerBuild(build, workerInfo.parallelIndex, own);
      if (own) workerBuild(`${build}-renderer`, workerInfo.parallelIndex, `${own}-renderer`);
      const host = await startStaticServer(root);
      const site = own ? { dir: own, rendererDir: `${own}-renderer` } : undefined;
      const stack = await startStack({ siteUrl: host.url, site }).catch(async (error: unknown) => {
        await host.close();
        throw error;
      });
      await provide({ url: host.url });
      await host.close();
      await stack.stop();
      if (root !== build) rmSync(root, { recursive: true, force: true });
      if (own) rmSync(`${own}-renderer`, { recursive: true, force: true });
    },
    // Starting an emulator and a database takes seconds on a quiet machine, minutes on a loaded one; the ports may
    // also be held for up to 5 minutes (stack.ts). Not the tests' limit.
    { scope: "worker", auto: true, timeout: 600_000 },
  ],
  baseURL: async ({ site }, provide) => provide(site.url),
  organiser: [async ({}, provide) => provide(await organiserSession()), { scope: "worker" }],
  axe: async ({}, provide) =>
    provide(async (page, { include } = {}) => {
      // Every rule, run in the page itself (axe's "legacy" mode: the default opens a blank page per check to merge
      // the frames' results, and the site has no frames of its own), with details kept for violations only (what is
      // asserted): a check takes 0.7 s instead of 1.7 s on a quiet machine, and the suite has dozens.
      const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
      const { violations } = await (include ? builder.include(include) : builder).analyze();
      return violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
    }),
  // The token is where the login page leaves it, set before any of the app's code runs.
  signedIn: async ({ context }, provide) => {
    const me = await readyParticipant();
    await context.addInitScript((token) => window.localStorage.setItem("auth-token", token), me.token);
    await provide(me);
  },
});
