import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { getConfig } from "@testing-library/react";
import { ASYNC_UTIL_TIMEOUT_MS, TEST_TIMEOUT_MS } from "../utils/setupWeb";

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

  it("come from the web project's setup file, long enough for a busy machine", () => {
    expect(getConfig().asyncUtilTimeout).toBe(ASYNC_UTIL_TIMEOUT_MS);
    expect(ASYNC_UTIL_TIMEOUT_MS).toBeGreaterThanOrEqual(30_000);
    expect(TEST_TIMEOUT_MS).toBeGreaterThan(ASYNC_UTIL_TIMEOUT_MS);
    const setup = readFileSync(path.join(root, "test/utils/setupWeb.ts"), "utf8");
    expect(setup).toContain("jest.setTimeout(TEST_TIMEOUT_MS);");
  });
});
