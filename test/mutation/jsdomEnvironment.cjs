// The web project's test environment (jest-fixed-jsdom) with Stryker's mixin, which records which test runs which
// mutant (per-test coverage). Used by stryker.jest.config.cjs only.
const { mixinJestEnvironment } = require("@stryker-mutator/jest-runner");

module.exports = mixinJestEnvironment(require("jest-fixed-jsdom"));
