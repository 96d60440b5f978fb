// The Jest config of a mutation run (stryker.config.mjs): the one project (web or server) of jest.config.js that the
// test files in MUTATION_TESTS belong to, with only those files. A single project, not `projects`: Stryker wraps its
// test environment in its own, which records which test reaches which mutant (per-test coverage). Read inside
// Stryker's sandbox copy, so the tests run against the mutated code there.
const { projects, testTimeout } = require("./jest.config.js");

const paths = (process.env.MUTATION_TESTS ?? "").split(",").filter(Boolean);
const server = paths[0]?.startsWith("test/server/") ?? false;
const { displayName: _name, ...project } = projects.find(
  (candidate) => candidate.displayName === (server ? "server" : "web"),
);

module.exports = {
  ...project,
  testTimeout,
  rootDir: __dirname,
  testMatch: paths.map((path) => `<rootDir>/${path}`),
  ...(server
    ? {
        // One Auth emulator for all the mutants' runs, not one per run.
        globalSetup: "<rootDir>/test/mutation/serverGlobalSetup.ts",
        globalTeardown: undefined,
      }
    : {}),
  // MUTATION_ENVIRONMENT=node (a group's `environment`): web tests of plain functions and schemas run without a DOM
  // and without test/utils/setupWeb.ts (a mutant that only changes how a module loads runs all the group's tests).
  ...(process.env.MUTATION_ENVIRONMENT === "node" ? { testEnvironment: "node", setupFilesAfterEnv: [] } : {}),
};
