import AxeBuilder from "@axe-core/playwright";
import { test as base, type Page } from "@playwright/test";
import { organiserSession, readyParticipant } from "./stack";

export { expect } from "@playwright/test";
export type { Browser, BrowserContext, Locator, Page, Request, Route } from "@playwright/test";

/** The built site on the static host the global set-up started (test/e2e/support/globalSetup.ts). */
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
  site: Site;
  /** The organiser's API session (see organiserSession). */
  organiser: { token: string; userId: number };
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  site: [
    async ({}, provide) => {
      const url = process.env.E2E_SITE_URL;
      if (!url) throw new Error("E2E_SITE_URL is unset: run the browser tests with npm run test:e2e.");
      await provide({ url });
    },
    { scope: "worker" },
  ],
  baseURL: async ({ site }, provide) => provide(site.url),
  organiser: [async ({}, provide) => provide(await organiserSession()), { scope: "worker" }],
  axe: async ({}, provide) =>
    provide(async (page, { include } = {}) => {
      const builder = new AxeBuilder({ page });
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
