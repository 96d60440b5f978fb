// Mutation testing (docs/testing.md "Mutation testing"): StrykerJS changes the code under test one small way at a
// time (a `<` becomes `<=`, a condition `true`, a string empty) and runs the Jest tests that cover it; a change no test
// notices ("survived") is a gap in the tests. Not part of `npm test`: run `npm run test:mutation`.
/**
 * MUTATION_TESTS="test/unit/teams/teamRules.test.ts" limits the run to those test files (all in one Jest project,
 * web or server, picked by the first path; stryker.jest.config.cjs), for a quick look at one file's mutants together
 * with `--mutate`. Without it every test related to a mutated file runs, from both projects of jest.config.js.
 */
const quick = Boolean(process.env.MUTATION_TESTS);

export default {
  packageManager: "npm",
  testRunner: "jest",
  // The project's Jest config with both projects: the contract is covered by web and server tests alike, the
  // services by the server's. Only the tests that import a mutated file run (findRelatedTests).
  jest: quick
    ? { projectType: "custom", configFile: "stryker.jest.config.cjs", enableFindRelatedTests: false }
    : { projectType: "custom", configFile: "jest.config.js", enableFindRelatedTests: true },
  mutate: ["contract/**/*.ts", "!contract/**/*.d.ts", "server/src/services/**/*.ts"],
  // Rerun only the mutants whose code or tests changed since the last run (its results are kept in reports/); a
  // quick run keeps its own, so its smaller choice of tests never stands in for the full run's.
  incremental: true,
  incrementalFile: quick ? "reports/stryker-incremental-quick.json" : "reports/stryker-incremental.json",
  // Per-test coverage needs Stryker's own test environment, which Jest's per-project environments replace: with
  // both projects each mutant runs every test related to its file instead.
  coverageAnalysis: quick ? "perTest" : "off",
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  // Two cores shared with other work: one test process at a time keeps the machine usable.
  concurrency: 1,
  timeoutMS: 60_000,
  // The first, unmutated run of every related test takes long on a loaded machine.
  dryRunTimeoutMinutes: 30,
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
};
