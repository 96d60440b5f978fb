import fs from "node:fs";
import path from "node:path";

// One table of every environment variable the API server reads: docs/operations.md, "Environment variables". This
// fails when the server reads a variable the table does not list, when the table lists one the server does not read,
// and when another page keeps a table of server variables of its own.

const ROOT = path.resolve(__dirname, "../..");
const SERVER = path.join(ROOT, "server/src");
const NAME = /^[A-Z][A-Z0-9_]*$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".ts") ? [full] : [];
  });
}

/**
 * The variables the server reads: the keys of the configuration's schema (server/src/config.ts, `loadConfig`), every
 * `process.env.NAME`, and in a function that takes the environment as a parameter (`env = process.env`) every
 * `env.NAME` and `env[CONSTANT]`. Any other way of reading the environment is reported as unrecognised.
 */
function variablesRead(): { names: Set<string>; unrecognised: string[] } {
  const names = new Set<string>();
  const unrecognised: string[] = [];
  for (const file of sourceFiles(SERVER)) {
    const text = fs.readFileSync(file, "utf8");
    const where = path.relative(ROOT, file);
    if (where === "server/src/config.ts") {
      const schema = /const schema = z\.object\(\{([\s\S]*?)\n\}\);/.exec(text)?.[1] ?? "";
      for (const match of schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)) names.add(match[1]);
      if (names.size === 0) unrecognised.push(`${where}: no schema of variables found`);
    }
    for (const match of text.matchAll(/process\.env(\.([A-Za-z_][A-Za-z0-9_]*)|\[)?/g)) {
      if (match[2]) names.add(match[2]);
      else if (match[1] === "[") unrecognised.push(`${where}: process.env[...]`);
      else if (!/=\s*$/.test(text.slice(Math.max(0, (match.index ?? 0) - 20), match.index))) {
        unrecognised.push(`${where}: process.env passed on`);
      }
    }
    if (/\benv(:[^=]*)?=\s*process\.env\b/.test(text)) {
      for (const match of text.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)) names.add(match[1]);
      for (const match of text.matchAll(/\benv\[([A-Za-z_]+)\]/g)) {
        const value = new RegExp(`\\b${match[1]} = "([A-Z0-9_]+)"`).exec(text)?.[1];
        if (value) names.add(value);
        else unrecognised.push(`${where}: env[${match[1]}]`);
      }
    }
  }
  return { names, unrecognised };
}

/** The markdown table right under a heading: each row's cells. */
function tableUnder(markdown: string, heading: string): string[][] {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`no heading "${heading}"`);
  const lines = markdown.slice(start).split("\n");
  const first = lines.findIndex((line) => line.startsWith("|"));
  const rows: string[][] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith("|")) break;
    rows.push(
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

const variablesIn = (cell: string) =>
  [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]).filter((name) => NAME.test(name));

describe("the table of the API server's environment variables (docs/operations.md)", () => {
  const operations = fs.readFileSync(path.join(ROOT, "docs/operations.md"), "utf8");
  const rows = tableUnder(operations, "## Environment variables");
  const listed = rows.flatMap((row) => variablesIn(row[0]));

  it("lists every variable the server reads, and only those, once each", () => {
    const { names, unrecognised } = variablesRead();
    expect(unrecognised).toEqual([]);
    expect([...names].sort()).toEqual([...new Set(listed)].sort());
    expect(listed).toHaveLength(new Set(listed).size);
  });

  it("gives each its meaning and its default", () => {
    expect(rows.length).toBeGreaterThan(0);
    for (const [variables, meaning, fallback] of rows) {
      expect([variables, meaning.length > 0, fallback.length > 0]).toEqual([variables, true, true]);
    }
  });

  it("is the only table of server variables: the other pages link to it", () => {
    const { names } = variablesRead();
    // The web app's build reads variables of the same names (config/env.ts): the README's table of those stays.
    const envTs = fs.readFileSync(path.join(ROOT, "config/env.ts"), "utf8");
    const build = new Set([...envTs.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]));
    const serverOnly = (name: string) => names.has(name) && !build.has(name);
    const onlyVariables = (cell: string) => variablesIn(cell).length > 0 && cell.replace(/`[^`]+`|[,\s]/g, "") === "";
    const pages = ["README.md", ...fs.readdirSync(path.join(ROOT, "docs")).map((name) => `docs/${name}`)];
    const elsewhere = pages
      .filter((page) => page.endsWith(".md") && page !== "docs/operations.md")
      .flatMap((page) =>
        fs
          .readFileSync(path.join(ROOT, page), "utf8")
          .split("\n")
          .filter((line) => line.startsWith("|"))
          .map((line) => line.split("|")[1].trim())
          .filter((cell) => onlyVariables(cell) && variablesIn(cell).some(serverOnly))
          .map((cell) => `${page}: ${cell}`),
      );
    expect(elsewhere).toEqual([]);
  });
});
