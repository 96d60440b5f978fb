import { existsSync } from "node:fs";
import path from "node:path";
import CopyWebpackPlugin from "copy-webpack-plugin";
import CssMinimizerPlugin from "css-minimizer-webpack-plugin";
import HtmlWebpackPlugin from "html-webpack-plugin";
import MiniCssExtractPlugin from "mini-css-extract-plugin";
import webpack from "webpack";
import type { Compilation, Configuration } from "webpack";
import type { Configuration as DevServerConfiguration } from "webpack-dev-server";
import { GenerateSW } from "workbox-webpack-plugin";
import { metaPolicy } from "./config/contentSecurityPolicy";
import { ContentSecurityPolicyPlugin } from "./config/cspPlugin";
import { ConfigError, readConfig } from "./config/env";
import { FirstPaintFromHtmlPlugin } from "./config/firstPaintFromHtml";
import { InlineStylesPlugin } from "./config/inlineStyles";
import { NO_ANSWERS_FETCHED_WITH_A_TOKEN } from "./config/tokenedAnswers";
import { version } from "./package.json";
import { PUBLIC_API_CACHE } from "./src/lib/offlineCache";

interface Argv {
  mode?: "production" | "development";
}

function loadConfig() {
  if (existsSync(".env")) process.loadEnvFile(".env");
  try {
    return readConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

const reactRouterProduction = {
  "react-router$": path.resolve(__dirname, "node_modules/react-router/dist/production/index.mjs"),
  "react-router/dom$": path.resolve(__dirname, "node_modules/react-router/dist/production/dom-export.mjs"),
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const DAY = 24 * 60 * 60;

/** Chunks only a click loads (the certificate PDF maker and its fonts): fetched when needed, never precached. */
const ON_DEMAND_GROUPS = ["certificate-pdf"];

function onDemandFiles(compilation: Compilation): Set<string> {
  const files = new Set<string>();
  for (const name of ON_DEMAND_GROUPS) {
    for (const chunk of compilation.namedChunkGroups.get(name)?.chunks ?? []) {
      const groups = [...chunk.groupsIterable].map((group) => group.name);
      if (groups.every((group) => typeof group === "string" && ON_DEMAND_GROUPS.includes(group))) {
        for (const file of [...chunk.files, ...chunk.auxiliaryFiles]) files.add(file);
      }
    }
  }
  return files;
}

/** /sw.js: the shell and every chunk precached, the shell for navigations, public API reads network-first. */
function serviceWorker(apiBaseUrl: string) {
  return new GenerateSW({
    swDest: "sw.js",
    // No maps for the service worker either: they would be public files named in it.
    sourcemap: false,
    exclude: [/\.map$/, /\.LICENSE\.txt$/, /\.woff2?$/, /\.wasm$/],
    manifestTransforms: [
      (entries, compilation) => {
        const skip = onDemandFiles(compilation as Compilation);
        return { manifest: entries.filter((entry) => !skip.has(entry.url.replace(/^\//, ""))), warnings: [] };
      },
    ],
    navigateFallback: "/index.html",
    navigateFallbackDenylist: [/^\/api\//],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    runtimeCaching: [
      {
        urlPattern: new RegExp(`^${escapeRegExp(apiBaseUrl)}(events|leaderboard|cas)/`),
        method: "GET",
        handler: "NetworkFirst",
        options: {
          cacheName: PUBLIC_API_CACHE,
          networkTimeoutSeconds: 5,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 50, maxAgeSeconds: 7 * DAY },
          plugins: [NO_ANSWERS_FETCHED_WITH_A_TOKEN],
        },
      },
      {
        urlPattern: ({ request, sameOrigin }) => sameOrigin && request.destination === "image",
        handler: "CacheFirst",
        options: { cacheName: "images", expiration: { maxEntries: 60, maxAgeSeconds: 30 * DAY } },
      },
      {
        urlPattern: ({ request, sameOrigin }) => sameOrigin && request.destination === "font",
        handler: "CacheFirst",
        options: { cacheName: "fonts", expiration: { maxEntries: 20, maxAgeSeconds: 365 * DAY } },
      },
    ],
  });
}

/**
 * Where the build writes the public pages' renderer for Node, inside the app's output directory (so a build with
 * `--output-path` gets its own): scripts/prerender.mjs renders the pages with it, then deletes it.
 */
const PRERENDERER_FILE = ".prerender/render.cjs";
const ASSET_NAMES = "assets/[name].[contenthash:8][ext]";

/** The message catalogues, compiled at build time into functions (config/messageCatalogue.cjs), one chunk each. */
const messageCatalogues = {
  test: /[\\/]src[\\/]i18n[\\/]messages[\\/][^\\/]+[\\/][^\\/]+\.json$/,
  type: "javascript/auto",
  use: { loader: path.resolve(__dirname, "config/messageCatalogue.cjs") },
};

/** The CSS modules' class names: the same in the app and in the renderer, so the pre-rendered HTML matches. */
const cssModules = (production: boolean) => ({
  auto: true,
  localIdentName: production ? "[hash:base64:6]" : "[name]__[local]",
});

/**
 * src/prerender.tsx for Node: the same modules, aliases and settings as the app's build, so the markup it renders is
 * the app's own first render; CSS modules give their class names only, assets their URLs (the app's build writes the
 * files). One file: the pages' code is loaded before they render.
 */
function prerenderer(appConfig: ReturnType<typeof readConfig>): Configuration {
  return {
    name: "prerender",
    mode: "production",
    target: "node20",
    entry: "./src/prerender.tsx",
    output: {
      path: path.resolve(__dirname, "dist"),
      publicPath: "/",
      filename: PRERENDERER_FILE,
      library: { type: "commonjs2" },
      assetModuleFilename: ASSET_NAMES,
    },
    devtool: false,
    resolve: { extensions: [".tsx", ".ts", ".js"], alias: reactRouterProduction },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: "ts-loader", options: { transpileOnly: true, onlyCompileBundledFiles: true } },
        },
        messageCatalogues,
        {
          test: /\.css$/,
          use: [
            { loader: "css-loader", options: { modules: { ...cssModules(true), exportOnlyLocals: true } } },
            path.resolve(__dirname, "config/designTokensLoader.ts"),
          ],
        },
        { test: /\.(svg|png|webp|jpg|woff2?|wasm)$/, type: "asset/resource", generator: { emit: false } },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({ __APP_CONFIG__: JSON.stringify(appConfig) }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

export default (
  _env: unknown,
  argv: Argv,
): (Configuration & { devServer?: DevServerConfiguration }) | Configuration[] => {
  const production = argv.mode !== "development";
  const appConfig = loadConfig();
  const app = appBuild(production, appConfig);
  // A production build also writes the renderer that `npm run build` then pre-renders the public pages with.
  return production ? [app, prerenderer(appConfig)] : app;
};

function appBuild(
  production: boolean,
  appConfig: ReturnType<typeof readConfig>,
): Configuration & { devServer?: DevServerConfiguration } {
  return {
    name: "app",
    mode: production ? "production" : "development",
    entry: { main: "./src/main.tsx" },
    output: {
      path: path.resolve(__dirname, "dist"),
      publicPath: "/",
      filename: production ? "js/[name].[contenthash:8].js" : "js/[name].js",
      chunkFilename: production ? "js/[name].[contenthash:8].js" : "js/[name].js",
      assetModuleFilename: ASSET_NAMES,
      chunkLoadTimeout: 120000,
      // The renderer (built beside the app, into the same directory) is the pre-rendering's to delete.
      clean: { keep: (file: string) => file.startsWith(path.dirname(PRERENDERER_FILE)) },
    },
    // Production maps are written next to the files but not named in them: browsers never ask for them, and the host
    // does not serve them (firebase.json ignores *.map); keep them for reading stack traces.
    devtool: production ? "hidden-source-map" : "eval-cheap-module-source-map",
    resolve: {
      extensions: [".tsx", ".ts", ".js"],
      // react-router's package exports only its development build to bundlers; production uses its production build.
      alias: production ? reactRouterProduction : {},
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: "ts-loader", options: { transpileOnly: true, onlyCompileBundledFiles: true } },
        },
        messageCatalogues,
        {
          // The layout and the home page are styled with CSS modules, not MUI, so a first visit does not load MUI.
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            {
              loader: "css-loader",
              options: {
                modules: cssModules(production),
              },
            },
            // The design tokens (src/ui/tokens.ts) written in: the theme's custom properties, named media queries.
            path.resolve(__dirname, "config/designTokensLoader.ts"),
          ],
        },
        { test: /\.(svg|png|webp|jpg|woff2?|wasm)$/, type: "asset/resource" },
        {
          test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/,
          use: { loader: path.resolve(__dirname, "config/markPureCalls.cjs") },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({ __APP_CONFIG__: JSON.stringify(appConfig) }),
      new HtmlWebpackPlugin({
        template: "public/index.html",
        scriptLoading: "defer",
        meta: { "app-version": process.env.APP_VERSION ?? version },
      }),
      new MiniCssExtractPlugin({
        filename: production ? "css/[name].[contenthash:8].css" : "css/[name].css",
        chunkFilename: production ? "css/[name].[contenthash:8].css" : "css/[name].css",
      }),
      new CopyWebpackPlugin({
        patterns: [{ from: "public", globOptions: { ignore: ["**/index.html"] }, noErrorOnMissing: true }],
      }),
      ...(production
        ? [
            new InlineStylesPlugin(),
            new FirstPaintFromHtmlPlugin(path.resolve(__dirname, "public")),
            new ContentSecurityPolicyPlugin(metaPolicy(appConfig)),
            serviceWorker(appConfig.apiBaseUrl),
          ]
        : []),
    ],
    optimization: {
      splitChunks: {
        chunks: "all",
        // All CSS in one file linked from the HTML: a pre-rendered page is styled before any script runs.
        cacheGroups: { styles: { name: "styles", type: "css/mini-extract", chunks: "all", enforce: true } },
      },
      runtimeChunk: "single",
      minimizer: ["...", new CssMinimizerPlugin()],
    },
    performance: { hints: false },
    devServer: {
      host: "127.0.0.1",
      port: Number(process.env.WEB_PORT ?? 3000),
      historyApiFallback: true,
      hot: true,
      client: { overlay: { warnings: false } },
    },
  };
}
