import { defineConfig } from "@playwright/test";

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser tests (`npm run test:e2e`, which builds first). Each worker runs whole files, one after another, against a
 * stack of its own (API server, Auth emulator, database) and a static host of its own serving the one build
 * (test/e2e/support/fixtures.ts); the global set-up holds the machine-wide lock. `E2E_WORKERS` (default 2, as CI's two
 * cores are measured fastest with 2: docs/testing.md) sets how many run at once.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
export default defineConfig({
  testDir: "test/e2e",
  testMatch: "**/*.test.ts",
  globalSetup: "./test/e2e/support/globalSetup.ts",
  workers: WORKERS,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Generous limits for a busy machine: tests wait for states, and these only bound how long they may take.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  outputDir: "test-results",
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    browserName: "chromium",
    // No service worker unless a test allows one: installed, it precaches the whole build (159 files, 2.6 MB) in each
    // new browser context, beside what the test does; a file took a quarter longer with it. The tests of what the
    // worker does (offline.test.ts, and a few in sessions and organiserContent) allow it (docs/testing.md).
    serviceWorkers: "block",
    // Debian's chromium: this machine cannot download Playwright's browser builds.
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
    // A failed test keeps its trace (actions, DOM snapshots, network) and a screenshot; the trace records no screencast,
    // which made the browser draw and encode frames all through every test, failing or not (docs/testing.md).
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
  },
});
