import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "../..");
const RECIPES = "docs/recipes.md";

interface Recipe {
  title: string;
  /** Each row of the recipe's files table: the file and the symbols the walk says it holds. */
  files: Array<{ file: string; symbols: string[] }>;
}

/**
 * The recipes of a page: each `## ` section, with the rows of its files table (a table whose header is `| file | holds
 * |`: a file in backticks, then the symbols it holds in backticks, or nothing).
 */
function readRecipes(markdown: string): Recipe[] {
  const recipes: Recipe[] = [];
  let table = false;
  for (const line of markdown.split("\n")) {
    if (line.startsWith("## ")) {
      recipes.push({ title: line.slice(3).trim(), files: [] });
      table = false;
    } else if (/^\|\s*file\s*\|\s*holds\s*\|$/.test(line.trim())) {
      table = true;
    } else if (table && line.startsWith("|")) {
      const [file, holds = ""] = line.split("|").slice(1, -1);
      if (/^[\s-]+$/.test(file)) continue;
      const name = /^\s*`([^`]+)`\s*$/.exec(file)?.[1];
      if (!name) throw new Error(`${RECIPES}: a files row without a file in backticks: ${line}`);
      recipes.at(-1)?.files.push({ file: name, symbols: [...holds.matchAll(/`([^`]+)`/g)].map((match) => match[1]) });
    } else {
      table = false;
    }
  }
  return recipes;
}

/** The code of a file without its comment lines, so a symbol only mentioned in a comment does not count. */
function code(text: string): string {
  return text
    .split("\n")
    .filter((line) => !/^\s*(\/\/|\/\*|\*|--|#)/.test(line))
    .join("\n");
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** What is wrong with a recipe's files, one line each: none is `[]`. */
function problems(recipe: Recipe, readFile: (file: string) => string | undefined): string[] {
  if (recipe.files.length === 0) return [`"${recipe.title}" lists no files (a | file | holds | table)`];
  return recipe.files.flatMap(({ file, symbols }) => {
    const text = readFile(file);
    if (text === undefined) return [`"${recipe.title}": ${file} does not exist`];
    const body = code(text);
    return symbols
      .filter((symbol) => !new RegExp(`(?<![\\w$])${escape(symbol)}(?![\\w$])`).test(body))
      .map((symbol) => `"${recipe.title}": ${file} does not hold ${symbol}`);
  });
}

const readProjectFile = (file: string) =>
  existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), "utf8") : undefined;

describe("the recipes of docs/recipes.md", () => {
  const recipes = readRecipes(readFileSync(path.join(root, RECIPES), "utf8"));

  it("are the three walks", () => {
    expect(recipes.map((recipe) => recipe.title)).toEqual(["Add an event", "Add a team field", "Add a console view"]);
  });

  it("each list their files, which exist and hold the symbols they say", () => {
    expect(recipes.flatMap((recipe) => problems(recipe, readProjectFile))).toEqual([]);
  });

  it("are checked for real: a moved file, a renamed symbol, a symbol only in a comment and a missing table are found", () => {
    const [recipe] = readRecipes(
      [
        "## Add a thing",
        "",
        "| file | holds |",
        "| --- | --- |",
        "| `contract/things.ts` | `THINGS`, `thingOf` |",
        "| `src/gone.ts` | |",
        "",
        "## Add nothing",
      ].join("\n"),
    );
    const files: Record<string, string> = { "contract/things.ts": "// thingOf was here\nexport const THINGS2 = [];\n" };
    expect(problems(recipe, (file) => files[file])).toEqual([
      '"Add a thing": contract/things.ts does not hold THINGS',
      '"Add a thing": contract/things.ts does not hold thingOf',
      '"Add a thing": src/gone.ts does not exist',
    ]);
    expect(problems({ title: "Add nothing", files: [] }, () => "")).toEqual([
      '"Add nothing" lists no files (a | file | holds | table)',
    ]);
  });
});
