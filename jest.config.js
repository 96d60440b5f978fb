const esmPackages = ["msw", "rettime", "until-async", "@open-draft/deferred-promise"].join("|");

const shared = {
  transform: { "\\.[cm]?[jt]sx?$": "babel-jest" },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      ...shared,
      displayName: "web",
      testEnvironment: "jest-fixed-jsdom",
      testEnvironmentOptions: { customExportConditions: [""] },
      testMatch: ["<rootDir>/test/unit/**/*.test.ts?(x)", "<rootDir>/test/integration/**/*.test.ts?(x)"],
      setupFilesAfterEnv: ["<rootDir>/test/utils/setupWeb.ts"],
      moduleNameMapper: { "\\.(svg|png|webp|jpg)$": "<rootDir>/test/utils/fileStub.js" },
    },
    {
      ...shared,
      displayName: "server",
      testEnvironment: "node",
      testMatch: ["<rootDir>/test/server/**/*.test.ts"],
    },
    {
      ...shared,
      displayName: "e2e",
      testEnvironment: "node",
      testMatch: ["<rootDir>/test/e2e/**/*.test.ts"],
    },
  ],
};
