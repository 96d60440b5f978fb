import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "../..");

function testFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

// A test that picks its own time limit fails on a busy machine as soon as the machine is slower than its guess.
describe("the web tests' time limits", () => {
  it("are set in one place: no test file sets its own", () => {
    const ownLimits = [...testFiles("test/integration"), ...testFiles("test/unit")]
      .filter((file) =>
        /\{\s*timeout:|jest\.setTimeout\(|asyncUtilTimeout/.test(readFileSync(path.join(root, file), "utf8")),
      )
      .filter((file) => file !== path.join("test", "unit", "testTimeouts.test.ts"));
    expect(ownLimits).toEqual([]);
  });

  it("come from the web project's setup file and configuration", () => {
    const setup = readFileSync(path.join(root, "test/utils/setupWeb.ts"), "utf8");
    expect(setup).toMatch(/configure\(\{ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS \}\)/);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const config = require(path.join(root, "jest.config.js")) as { projects: Array<Record<string, unknown>> };
    const web = config.projects.find((project) => project.displayName === "web");
    expect(web?.testTimeout).toBeGreaterThanOrEqual(120_000);
  });
});
