import { existsSync } from "node:fs";
import path from "node:path";
import CopyWebpackPlugin from "copy-webpack-plugin";
import HtmlWebpackPlugin from "html-webpack-plugin";
import webpack from "webpack";
import type { Configuration } from "webpack";
import type { Configuration as DevServerConfiguration } from "webpack-dev-server";
import { ConfigError, readConfig } from "./config/env";

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

export default (_env: unknown, argv: Argv): Configuration & { devServer?: DevServerConfiguration } => {
  const production = argv.mode !== "development";
  const appConfig = loadConfig();

  return {
    mode: production ? "production" : "development",
    entry: { main: "./src/main.tsx" },
    output: {
      path: path.resolve(__dirname, "dist"),
      publicPath: "/",
      filename: production ? "js/[name].[contenthash:10].js" : "js/[name].js",
      chunkFilename: production ? "js/[name].[contenthash:10].js" : "js/[name].js",
      assetModuleFilename: "assets/[name].[contenthash:10][ext]",
      chunkLoadTimeout: 120000,
      clean: true,
    },
    devtool: production ? "source-map" : "eval-cheap-module-source-map",
    resolve: { extensions: [".tsx", ".ts", ".js"] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: "ts-loader", options: { transpileOnly: true, onlyCompileBundledFiles: true } },
        },
        { test: /\.(svg|png|webp|jpg|woff2)$/, type: "asset/resource" },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({ __APP_CONFIG__: JSON.stringify(appConfig) }),
      new HtmlWebpackPlugin({ template: "public/index.html", scriptLoading: "defer" }),
      new CopyWebpackPlugin({
        patterns: [{ from: "public", globOptions: { ignore: ["**/index.html"] }, noErrorOnMissing: true }],
      }),
    ],
    optimization: {
      splitChunks: { chunks: "all" },
      runtimeChunk: "single",
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
};
