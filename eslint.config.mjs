import fs from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import i18nJson from "eslint-plugin-i18n-json";
import i18next from "eslint-plugin-i18next";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { UNTRANSLATED_COMPONENTS } from "./config/untranslatedComponents.mjs";

// One-way dependencies: src/app on top, features below it, the shared layers (api, lib, ui, config, content, i18n) at the
// bottom. A feature uses another feature only through its state, API or events (files named *Slice.ts, *Api.ts,
// *Events.ts), and only where this allow-list says so: a new arrow between features is a decision written here.
const FEATURES = "./src/features";
const SHARED = ["./src/api", "./src/lib", "./src/ui", "./src/config", "./src/content", "./src/i18n"];
const FEATURE_IMPORTS = {
  admin: ["auth/authSlice", "profile/profileApi"],
  auth: ["teams/teamLookupApi"],
  dashboard: [
    "announcements/announcementsApi",
    "auth/authApi",
    "auth/authSlice",
    "auth/sessionsApi",
    "auth/verificationApi",
    "certificates/certificatesApi",
    "events/eventsApi",
    "events/eventsSlice",
    "language/languageSlice",
    "profile/profileApi",
  ],
  events: ["announcements/announcementsApi", "auth/authSlice"],
  festival: ["events/eventsApi"],
  finder: ["events/eventsApi", "events/eventsSlice", "profile/profileApi"],
  home: ["auth/authSlice", "events/eventsApi", "events/eventsSlice"],
  profile: ["auth/authSlice"],
  results: ["events/eventsApi", "events/eventsSlice"],
  teams: ["auth/verificationApi", "events/eventsApi", "events/eventsSlice"],
  terminal: [
    "announcements/announcementsApi",
    "auth/authSlice",
    "events/eventsApi",
    "events/eventsSlice",
    "language/languageSlice",
    "profile/profileApi",
    "results/resultsApi",
    "theme/themeSlice",
  ],
};
const PUBLIC_FILE = /^[a-z]+\/[A-Za-z]+(Slice|Api|Events)$/;
for (const [feature, targets] of Object.entries(FEATURE_IMPORTS)) {
  for (const target of targets) {
    if (!PUBLIC_FILE.test(target) || !fs.existsSync(path.join(FEATURES, `${target}.ts`))) {
      throw new Error(`eslint.config.mjs: ${feature} may import ${target}, which is no *Slice, *Api or *Events file`);
    }
  }
}
const featureNames = fs.readdirSync(FEATURES, { withFileTypes: true }).filter((entry) => entry.isDirectory());
const dependencyZones = [
  {
    target: "./src",
    from: "./config",
    message:
      "config/ is build-time code (webpack, pre-rendering): the app's runtime configuration is src/config/appConfig.ts.",
  },
  ...SHARED.map((target) => ({
    target,
    from: ["./src/features", "./src/app"],
    message: "The shared layers never import features or the app.",
  })),
  {
    target: FEATURES,
    from: "./src/app",
    except: ["./hooks.ts"],
    message: "Features use the app only through its typed hooks (src/app/hooks.ts).",
  },
  ...featureNames.map(({ name }) => ({
    target: `${FEATURES}/${name}`,
    from: FEATURES,
    except: [`./${name}`, ...(FEATURE_IMPORTS[name] ?? []).map((file) => `./${file}.ts`)],
    message:
      "Features import each other only as the allow-list FEATURE_IMPORTS in eslint.config.mjs says (a *Slice, *Api or *Events file); move shared pieces to src/ui, src/lib or src/api.",
  })),
];

// The API server's layers, one way: routes (and the HTTP edge, server/src/http) -> services (and auth/) -> repositories
// -> db. Routes may also read through repositories directly. The configuration (server/src/config.ts), the pure
// functions of server/src/lib and contract/ sit below them all. Services refuse with domain errors
// (server/src/services/errors.ts), which the route edge maps to HTTP.
const SERVER = "./server/src";
const serverLayers = (...names) => names.map((name) => `${SERVER}/${name}`);
const serverZones = [
  {
    target: [SERVER, "./contract"],
    from: "./config",
    message:
      "config/ is build-time code (webpack, pre-rendering): the server reads its settings in server/src/config.ts.",
  },
  {
    target: `${SERVER}/repos`,
    from: serverLayers("services", "auth", "routes", "http"),
    message:
      "Repositories never import services, auth/, routes or the HTTP edge: move what they need down (server/src/lib, db/, contract/).",
  },
  {
    target: serverLayers("services", "auth"),
    from: serverLayers("routes", "http"),
    message:
      "Services never import routes or the HTTP edge: throw a domain error (server/src/services/errors.ts), which server/src/http/errors.ts maps to its status and body.",
  },
  {
    target: `${SERVER}/routes`,
    from: `${SERVER}/routes`,
    message:
      "A route module never imports another: code that builds routes belongs to server/src/http, rules and reads to services/ or repos/.",
  },
  {
    target: serverLayers("http", "i18n", "context.ts", "main.ts", "cluster.ts", "organiserCommand.ts"),
    from: `${SERVER}/routes`,
    message:
      "Only server/src/app.ts registers the route modules: http/ (what builds routes) and i18n/ (what translates answers) sit below them and import none; a message a route and a table share lives in a service.",
  },
  {
    target: `${SERVER}/db`,
    from: serverLayers("repos", "services", "auth", "routes", "http"),
    message:
      "db/ is the bottom layer: it imports no repository, service, route or HTTP code (the seed writes its own SQL).",
  },
  {
    target: `${SERVER}/config.ts`,
    from: SERVER,
    except: ["./lib"],
    message:
      "The configuration sits below everything that reads it: server/src/config.ts imports only server/src/lib and contract/.",
  },
  {
    target: `${SERVER}/lib`,
    from: SERVER,
    except: ["./lib"],
    message: "server/src/lib holds pure functions: they import only each other and contract/.",
  },
];

// User-facing text: every word a component shows comes from the message catalogues (src/i18n/messages; issue 42), so
// a component fails the lint when it writes text into its JSX or into a prop a person reads. The components not
// converted yet are listed in config/untranslatedComponents.mjs; a new component is never on that list.
for (const file of UNTRANSLATED_COMPONENTS) {
  if (!fs.existsSync(file)) throw new Error(`config/untranslatedComponents.mjs lists ${file}, which does not exist`);
}
/** Props whose value a person reads or hears (MUI's included); every other prop is code (class names, ids, keys). */
const READ_PROPS = [
  "alt",
  "aria-description",
  "aria-label",
  "aria-placeholder",
  "aria-roledescription",
  "aria-valuetext",
  "helperText",
  "label",
  "placeholder",
  "primary",
  "secondary",
  "subheader",
  "title",
  "tooltip",
];
const literalText = {
  // JSX text, strings and template literals inside JSX (`{open ? "Close" : "Open"}`) and in the props above; not
  // arguments of a call (`pagesFor("public")`, `t("header.login")`), comparisons, or text of digits and signs only.
  mode: "jsx-only",
  "jsx-attributes": { include: READ_PROPS },
  callees: { exclude: [".*"] },
  words: { exclude: [/^[\p{N}\p{P}\p{S}\s]+$/u] },
  "should-validate-template": true,
  message: "User-facing text comes from the message catalogues (docs/architecture.md, Adding text)",
};

// The catalogues themselves: in each area's folder every language's file has English's keys (en.json) and the same
// placeholders in each message, each message is valid ICU MessageFormat, and keys are sorted, so the languages' files
// read side by side.
const MESSAGES = "src/i18n/messages";
const catalogueRules = fs
  .readdirSync(MESSAGES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => {
    const english = path.resolve(MESSAGES, name, "en.json");
    return {
      files: [`${MESSAGES}/${name}/*.json`],
      plugins: { "i18n-json": i18nJson },
      processor: { meta: { name: ".json" }, ...i18nJson.processors[".json"] },
      rules: {
        "i18n-json/valid-json": "error",
        "i18n-json/valid-message-syntax": ["error", { syntax: "icu" }],
        "i18n-json/sorted-keys": ["error", { order: "asc", indentSpaces: 2 }],
        "i18n-json/identical-keys": ["error", { filePath: english }],
        "i18n-json/identical-placeholders": ["error", { filePath: english }],
      },
    };
  });

// What only one layer of the server may do, checked on the code itself: SQL is written in repositories (and db/),
// transactions are opened by services (and auth/, and db/, which implements them), audit entries are written by
// services, in the transaction of the change.
const SQL_STATEMENT =
  "/^\\s*(SELECT|INSERT\\s+INTO|UPDATE\\s+\\w+(\\s+\\w+)?\\s+SET|DELETE\\s+FROM|WITH\\s+\\w+\\s+AS|CREATE\\s+(TABLE|INDEX)|ALTER\\s+TABLE|DROP\\s+TABLE)\\s/";
const SQL_MESSAGE = "SQL is written only in server/src/repos (and server/src/db): call a repository function.";
const sqlOnlyInRepositories = [
  { selector: `Literal[value=${SQL_STATEMENT}]`, message: SQL_MESSAGE },
  { selector: `TemplateElement[value.raw=${SQL_STATEMENT}]`, message: SQL_MESSAGE },
  { selector: "CallExpression[callee.property.name=/^(query|batches)$/]", message: SQL_MESSAGE },
];
const transactionsInServices = [
  {
    selector: "CallExpression[callee.property.name='transaction']",
    message:
      "Transactions are opened by services (server/src/services, auth/): a route calls a service that opens one.",
  },
];
const serverSyntax = (...rules) => ({ "no-restricted-syntax": ["error", ...rules.flat()] });

// Imports that only one place may make: audit entries are written by services; CSV files only by the product's one
// CSV writer (server/src/services/csv.ts, docs/security.md).
const AUDIT_IN_SERVICES = {
  group: ["**/repos/audit"],
  importNames: ["recordAudit"],
  message:
    "Audit entries are written by services, in the transaction of the change: call a service (server/src/services).",
};
const ONE_CSV_WRITER = {
  group: ["csv-stringify", "csv-stringify/*"],
  message: "CSV files are written only by csvStream (server/src/services/csv.ts), which quotes and guards every cell.",
};
const CHARTS_IN_CONSOLE = {
  group: ["@mui/x-charts", "@mui/x-charts/*"],
  message:
    "The chart library belongs to the console's overview (src/features/admin/views/overview/, its own lazy chunk), so the participants' pages load none of it (docs/decisions.md, Charts).",
};
const SITE_LINKS = {
  group: ["react-router", "react-router-dom"],
  importNames: ["Link", "NavLink"],
  message:
    "Links to this site's pages are SiteLink and SiteNavLink (src/ui/SiteLink.tsx): Router's Link brings its framework mode's prefetching to every page.",
};
const restrictedImports = (...patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

export default tseslint.config(
  {
    // .stryker-tmp/ is a mutation run's copy of the repository (npm run test:mutation), reports/ its reports.
    ignores: [
      "dist/",
      "dist-renderer/",
      "coverage/",
      "node_modules/",
      ".data/",
      "bench-results/",
      "test-results/",
      "playwright-report/",
      ".stryker-tmp/",
      "reports/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    settings: { "import-x/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs"] } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/order": [
        "error",
        {
          groups: ["builtin", "external", "internal", "parent", "sibling", "index"],
          alphabetize: { order: "asc", caseInsensitive: true },
          "newlines-between": "never",
        },
      ],
      "import-x/no-duplicates": "error",
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: dependencyZones }] },
  },
  {
    files: ["server/src/**/*.ts", "contract/**/*.ts"],
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: serverZones }],
    },
  },
  {
    files: ["src/**/*.tsx"],
    ignores: UNTRANSLATED_COMPONENTS,
    plugins: { i18next },
    rules: { "i18next/no-literal-string": ["error", literalText] },
  },
  ...catalogueRules,
  {
    files: ["server/src/**/*.ts"],
    ignores: ["server/src/services/**"],
    rules: restrictedImports(AUDIT_IN_SERVICES, ONE_CSV_WRITER),
  },
  {
    files: ["server/src/services/**/*.ts", "contract/**/*.ts", "scripts/**/*.{js,mjs}"],
    ignores: ["server/src/services/csv.ts"],
    rules: restrictedImports(ONE_CSV_WRITER),
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/features/admin/views/overview/**"],
    rules: restrictedImports(ONE_CSV_WRITER, CHARTS_IN_CONSOLE, SITE_LINKS),
  },
  {
    files: ["src/features/admin/views/overview/**/*.{ts,tsx}"],
    rules: restrictedImports(ONE_CSV_WRITER, SITE_LINKS),
  },
  { files: ["server/src/repos/**/*.ts"], rules: serverSyntax(transactionsInServices) },
  {
    files: ["server/src/services/**/*.ts", "server/src/auth/**/*.ts", "contract/**/*.ts"],
    rules: serverSyntax(sqlOnlyInRepositories),
  },
  {
    files: ["server/src/**/*.ts"],
    ignores: ["server/src/repos/**", "server/src/db/**", "server/src/services/**", "server/src/auth/**"],
    rules: serverSyntax(sqlOnlyInRepositories, transactionsInServices),
  },
  {
    // The console's views stay one idea each (issue 36): a view past 300 lines is split the way the others are built
    // (a form, a table on PagedList, dialogs of their own; docs/recipes.md, "Add a console view").
    files: ["src/features/admin/views/**/*.{ts,tsx}"],
    rules: { "max-lines": ["error", { max: 300 }] },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter, which must be a destructuring pattern.
    files: ["test/e2e/**/*.ts"],
    rules: { "no-empty-pattern": "off" },
  },
  {
    files: ["**/*.cjs", "babel.config.js", "jest.config.js", "test/utils/fileStub.js", "test/utils/cssModuleStub.js"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
