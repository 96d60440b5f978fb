// Babel is used by Jest only; webpack compiles the app with ts-loader.
const { pathToFileURL } = require("node:url");

/**
 * `import.meta.url` (how a module names a worker's file for webpack) as the file's own URL: Jest runs the modules as
 * CommonJS, where `import.meta` does not exist.
 */
function importMetaUrl({ types }) {
  return {
    visitor: {
      MetaProperty(path, state) {
        const member = path.parentPath;
        if (member.isMemberExpression() && member.get("property").isIdentifier({ name: "url" }))
          member.replaceWith(types.stringLiteral(pathToFileURL(state.filename).href));
      },
    },
  };
}

module.exports = {
  presets: [
    ["@babel/preset-env", { targets: { node: "current" } }],
    ["@babel/preset-react", { runtime: "automatic" }],
    "@babel/preset-typescript",
  ],
  plugins: [importMetaUrl],
};
