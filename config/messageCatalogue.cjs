// The message catalogues (src/i18n/messages/<area>/<language>.json, ICU MessageFormat) compiled at build time by
// @messageformat/core into ES modules of plain functions: no parser and no interpreter reach the browser. Used as
// webpack's loader for every catalogue (the app and the pre-rendering's renderer), and by jest.config.js, since Jest
// reads a .json module as data only: it gets the same compiled modules, written once per run.
// Everything a compiled message calls at run time comes from one module, src/i18n/messageRuntime.ts: plural
// categories from Intl.PluralRules, numbers through Intl.NumberFormat, dates and times through Intl.DateTimeFormat in
// the festival's time zone.
const { createHash } = require("node:crypto");
const { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } = require("node:fs");
const { tmpdir } = require("node:os");
const path = require("node:path");
const MessageFormat = require("@messageformat/core");
const compileModule = require("@messageformat/core/compile-module");
const { parse } = require("@messageformat/parser");

const MESSAGES = path.resolve(__dirname, "../src/i18n/messages");
const RUNTIME = path.resolve(__dirname, "../src/i18n/messageRuntime.ts");
/** The modules compileModule imports from: all of them are src/i18n/messageRuntime.ts in the compiled catalogues. */
const IMPORTED = ["@messageformat/runtime", "@messageformat/runtime/lib/formatters", RUNTIME];

/**
 * The language's plural rule as messageformat wants it (a function named after the language, with its categories):
 * the categories check a message's plural keys at build time, and the compiled module calls Intl.PluralRules through
 * `pluralCategory` (its source is what compileModule writes in).
 */
function intlPlural(language) {
  const categories = (type) => new Intl.PluralRules(language, { type }).resolvedOptions().pluralCategories;
  const select = (n, ordinal) => new Intl.PluralRules(language, { type: ordinal ? "ordinal" : "cardinal" }).select(n);
  const rule = Object.defineProperty(select, "name", { value: language });
  return Object.assign(rule, {
    cardinals: categories("cardinal"),
    ordinals: categories("ordinal"),
    toString: () => `(n, ordinal) => pluralCategory(${JSON.stringify(language)}, n, ordinal)`,
  });
}

/** `{when, date, long}` and `{when, time, short}`: the festival's zone, not the viewer's (messageRuntime.ts). */
const festivalFormatter = (id) => ({
  id,
  module: RUNTIME,
  arg: "string",
  formatter: () => {
    throw new Error(`${id} is imported by the compiled messages from ${RUNTIME}`);
  },
});

/** A message's text when it has no argument (`''` already read as `'`), else null. */
function textOnly(message) {
  const tokens = parse(message);
  return tokens.every((token) => token.type === "content") ? tokens.map((token) => token.value).join("") : null;
}

/**
 * One catalogue as the source of an ES module: `export default { key: "text", key: (values) => parts }`, a message
 * without arguments as its text, any other a function returning its parts (strings, and the values as given, so a
 * React element can sit in a sentence). `runtime` is how the module names src/i18n/messageRuntime.ts. Throws on a
 * message that is not valid ICU MessageFormat for the language (a plural key it has no category for, an unknown
 * formatter, ...), naming the catalogue.
 */
function compileCatalogue(messages, language, runtime, name = language) {
  try {
    const texts = {};
    const withArguments = {};
    for (const [key, message] of Object.entries(messages)) {
      const text = textOnly(message);
      if (text === null) withArguments[key] = message;
      else texts[key] = text;
    }
    const messageFormat = new MessageFormat(intlPlural(language), {
      returnType: "values",
      customFormatters: { date: festivalFormatter("date"), time: festivalFormatter("time") },
    });
    let source = compileModule(messageFormat, withArguments).replace(
      "export default {",
      `export default {\n  ...${JSON.stringify(texts)},`,
    );
    for (const module of IMPORTED)
      source = source.replaceAll(`from ${JSON.stringify(module)};`, `from ${JSON.stringify(runtime)};`);
    if (source.includes("pluralCategory("))
      source = `import { pluralCategory } from ${JSON.stringify(runtime)};\n${source}`;
    return source;
  } catch (error) {
    throw new Error(`${name}: ${error.message}`, { cause: error });
  }
}

/** A catalogue's language is its file's name: `hi.json` holds Hindi. */
const languageOf = (file) => path.basename(file, ".json");

/** The webpack loader: a catalogue's JSON in, its compiled module out (the runtime module named relatively). */
function messagesLoader(source) {
  const relative = path.relative(path.dirname(this.resourcePath), RUNTIME).split(path.sep).join("/");
  const runtime = relative.startsWith(".") ? relative : `./${relative}`;
  return compileCatalogue(JSON.parse(source), languageOf(this.resourcePath), runtime, this.resourcePath);
}

/**
 * For jest.config.js: every catalogue compiled into a folder of the system's temporary directory named after what
 * went into it (this compiler, the runtime's path, the catalogues), and Jest's moduleNameMapper entries that send each
 * catalogue's import there. Jest's own transform (Babel) then makes them CommonJS.
 */
function jestCatalogueModules() {
  const catalogues = readdirSync(MESSAGES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((area) =>
      readdirSync(path.join(MESSAGES, area.name))
        .filter((file) => file.endsWith(".json"))
        .map((file) => ({ area: area.name, file: path.join(MESSAGES, area.name, file) })),
    );
  const hash = createHash("sha256").update(readFileSync(__filename)).update(RUNTIME);
  for (const { file } of catalogues) hash.update(file).update(readFileSync(file));
  const folder = path.join(tmpdir(), `codefest-messages-${hash.digest("hex").slice(0, 16)}`);
  mkdirSync(folder, { recursive: true });
  const mapper = {};
  for (const { area, file } of catalogues) {
    const language = languageOf(file);
    const target = path.join(folder, `${area}.${language}.js`);
    // Written under a name of its own, then renamed: a run beside this one never reads half a file.
    const partial = `${target}.${process.pid}`;
    writeFileSync(partial, compileCatalogue(JSON.parse(readFileSync(file, "utf8")), language, RUNTIME, file));
    renameSync(partial, target);
    mapper[`(^|/)messages/${area}/${language}\\.json$`] = target;
  }
  return mapper;
}

module.exports = messagesLoader;
module.exports.compileCatalogue = compileCatalogue;
module.exports.jestCatalogueModules = jestCatalogueModules;
