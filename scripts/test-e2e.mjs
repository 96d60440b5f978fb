// `npm run test:e2e`: builds the app once against the first worker's stack (API on 127.0.0.1:18000, Auth emulator on
// 127.0.0.1:19099: `stackAddresses(0)` in test/e2e/support/stack.ts; each Playwright worker starts its own stack and
// serves a copy of this build with its addresses), then runs the browser tests with @playwright/test. Extra arguments
// go to `playwright test`, e.g. `npm run test:e2e -- test/e2e/navigation.test.ts`; `E2E_WORKERS` sets the workers.
import { spawnSync } from "node:child_process";

const env = {
  ...process.env,
  API_BASE_URL: "http://127.0.0.1:18000/api/",
  FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:19099",
  FIREBASE_PROJECT_ID: "demo-codefest",
};

const spent = [];

/** Runs a part, remembers its wall time; the times are printed at the end, also when a part fails. */
function run(name, command, args) {
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: "inherit", env });
  spent.push(`${name} ${((performance.now() - started) / 1000).toFixed(0)} s`);
  if (result.status !== 0) {
    console.log(`test:e2e times: ${spent.join(", ")} (failed)`);
    process.exit(result.status ?? 1);
  }
}

run("chromium check", process.execPath, ["scripts/ensure-chromium.mjs"]);
run("build", "npm", ["run", "build"]);
run("browser tests", "npx", ["playwright", "test", ...process.argv.slice(2)]);
console.log(`test:e2e times: ${spent.join(", ")}`);
