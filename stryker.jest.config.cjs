// The Jest config of a mutation run limited to a few test files (MUTATION_TESTS, see stryker.config.mjs): the one
// project (web or server) of jest.config.js those files belong to, with only those files. Read inside Stryker's
// sandbox copy, so the tests run against the mutated code there.
const { projects } = require("./jest.config.js");

const paths = (process.env.MUTATION_TESTS ?? "").split(",").filter(Boolean);
const wanted = paths[0]?.startsWith("test/server/") ? "server" : "web";
const { displayName: _name, ...project } = projects.find((candidate) => candidate.displayName === wanted);

module.exports = { ...project, rootDir: __dirname, testMatch: paths.map((path) => `<rootDir>/${path}`) };
