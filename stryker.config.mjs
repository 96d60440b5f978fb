// Mutation testing (docs/testing.md "Mutation testing"): StrykerJS changes the code under test one small way at a
// time (a `<` becomes `<=`, a condition `true`, a string empty) and runs the Jest tests that reach the change; a change
// no test notices ("survived") is a gap in the tests. Not part of `npm test`: `npm run test:mutation`
// (scripts/mutation.mjs) runs Stryker once per group of scripts/lib/mutationGroups.mjs.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { mutationGroups } from "./scripts/lib/mutationGroups.mjs";

/**
 * MUTATION_GROUP=<name> (set by scripts/mutation.mjs): that group's files and tests, with results and incremental
 * state of its own under reports/. Without it, MUTATION_TESTS="a.test.ts,b.test.ts" with `--mutate <file>` is a quick
 * look at one file (stryker.jest.config.cjs reads MUTATION_TESTS in Stryker's sandbox).
 */
const group = mutationGroups.find((candidate) => candidate.name === process.env.MUTATION_GROUP);
if (process.env.MUTATION_GROUP && !group) throw new Error(`No mutation group "${process.env.MUTATION_GROUP}"`);
if (group) {
  process.env.MUTATION_TESTS = group.tests.join(",");
  if (group.environment) process.env.MUTATION_ENVIRONMENT = group.environment;
}
const name = group?.name ?? "quick";
// The tests run in a copy of the repository (.stryker-tmp/sandbox-*): those that read a file beside the repository
// (the Open Badges schema in ../shared/standards/) resolve it from the repository itself.
process.env.MUTATION_REPOSITORY = path.dirname(fileURLToPath(import.meta.url));

export default {
  packageManager: "npm",
  testRunner: "jest",
  // Only the group's test files run, all of one Jest project (findRelatedTests would bring in every server test).
  jest: { projectType: "custom", configFile: "stryker.jest.config.cjs", enableFindRelatedTests: false },
  ...(group ? { mutate: group.mutate } : {}),
  // Rerun only the mutants whose code or tests changed since the last run (results kept in reports/, git-ignored).
  incremental: true,
  incrementalFile: `reports/stryker-incremental-${name}.json`,
  // Each mutant runs only the tests that reached it in the first, unmutated run (Stryker's test environments,
  // stryker.jest.config.cjs). Mutants reached only while a module loads (a zod schema's arguments) run all the group's
  // tests; they stay in the score.
  coverageAnalysis: "perTest",
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  // Two cores shared with other work: one test process at a time keeps the machine usable.
  concurrency: 1,
  // A mutant that loops is stopped this long after the unmutated tests' time (a server test file takes ~1-8 s); a
  // group may set its own.
  timeoutMS: group?.timeoutMS ?? 15_000,
  dryRunTimeoutMinutes: 10,
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
};
