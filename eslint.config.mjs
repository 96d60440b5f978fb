import fs from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// One-way dependencies: src/app on top, features below it, the shared layers (api, lib, ui, config, content) at the
// bottom. A feature uses another feature only through its state, API or events (files named *Slice.ts, *Api.ts,
// *Events.ts), and only where this allow-list says so: a new arrow between features is a decision written here.
const FEATURES = "./src/features";
const SHARED = ["./src/api", "./src/lib", "./src/ui", "./src/config", "./src/content"];
const FEATURE_IMPORTS = {
  admin: ["announcements/announcementsApi", "auth/authSlice", "profile/profileApi"],
  auth: ["teams/teamsApi"],
  dashboard: ["auth/authApi", "auth/sessionsApi", "auth/verificationApi", "events/eventsApi", "profile/profileApi"],
  events: ["announcements/announcementsApi", "auth/authSlice"],
  home: ["auth/authSlice"],
  profile: ["auth/authSlice"],
  teams: ["auth/verificationApi", "events/eventsApi"],
  terminal: [
    "announcements/announcementsApi",
    "auth/authSlice",
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

export default tseslint.config(
  {
    ignores: ["dist/", "coverage/", "node_modules/", ".data/", "bench-results/", "test-results/", "playwright-report/"],
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
