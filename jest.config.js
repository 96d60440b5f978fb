const { jestCatalogueModules } = require("./config/messageCatalogue.cjs");

// marked (organisers' Markdown, contract/richTextParse.ts) ships ES modules only too.
const esmPackages = ["msw", "rettime", "until-async", "@open-draft/deferred-promise", "marked"].join("|");
// The verifiable-credential libraries (issue 29) ship ES modules only: Babel turns them into CommonJS for Jest.
const credentialPackages = ["@digitalbazaar", "base58-universal", "base64url-universal", "ky"].join("|");
// So does the migrations runner (postgrator).
const serverEsmPackages = ["postgrator"].join("|");

const shared = {
  transform: { "\\.[cm]?[jt]sx?$": "babel-jest" },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
};

/** @type {import('jest').Config} */
module.exports = {
  // Every server test starts an app on a real database: Jest's 5 s default is too short on a busy machine. A global
  // setting (Jest reads no testTimeout from a project); the web tests set their own in test/utils/setupWeb.ts.
  testTimeout: 60_000,
  projects: [
    {
      ...shared,
      displayName: "web",
      testEnvironment: "jest-fixed-jsdom",
      testEnvironmentOptions: { customExportConditions: [""] },
      testMatch: ["<rootDir>/test/unit/**/*.test.ts?(x)", "<rootDir>/test/integration/**/*.test.ts?(x)"],
      setupFilesAfterEnv: ["<rootDir>/test/utils/setupWeb.ts"],
      moduleNameMapper: {
        // Jest reads a .json module as data: each message catalogue comes compiled, as webpack's loader makes it.
        ...jestCatalogueModules(),
        "\\.css$": "<rootDir>/test/utils/cssModuleStub.js",
        "\\.(svg|png|webp|jpg|woff|wasm)$": "<rootDir>/test/utils/fileStub.js",
      },
    },
    {
      ...shared,
      displayName: "server",
      testEnvironment: "node",
      // PGlite's CommonJS build loads Node built-ins with import(), which Jest's module sandbox cannot run.
      transform: {
        "@electric-sql/pglite/dist/.+\\.cjs$": ["babel-jest", { plugins: ["@babel/plugin-transform-dynamic-import"] }],
        ...shared.transform,
      },
      transformIgnorePatterns: [
        `/node_modules/(?!(${esmPackages}|${credentialPackages}|${serverEsmPackages}|@electric-sql/pglite)/)`,
      ],
      testMatch: ["<rootDir>/test/server/**/*.test.ts"],
      globalSetup: "<rootDir>/test/server/support/globalSetup.ts",
      globalTeardown: "<rootDir>/test/server/support/globalTeardown.ts",
    },
  ],
};
