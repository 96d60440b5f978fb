// `npm run test:e2e`: builds the app against the browser tests' stack (API on 127.0.0.1:18000, Auth emulator on
// 127.0.0.1:19099, both started by the global set-up in playwright.config.ts), then runs the browser tests with
// @playwright/test. Extra arguments go to `playwright test`, e.g. `npm run test:e2e -- test/e2e/navigation.test.ts`.
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
