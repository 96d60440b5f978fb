import { readFileSync } from "node:fs";
import path from "node:path";

/** The repository's root, for reading its files from any test. */
export const ROOT = path.join(__dirname, "../..");

export const GLOSSARY_PATH = path.join(ROOT, "docs/glossary.md");

/** A row of one of docs/glossary.md's tables. */
export interface GlossaryTerm {
  english: string;
  hindi: string;
  meaning: string;
  api: string;
  /** The phrases of its "Never said" cell (each written in double quotes there). */
  neverSaid: string[];
}

export interface Glossary {
  /** Each table's header cells, in order. */
  headers: string[][];
  terms: GlossaryTerm[];
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => cell.trim());

/** docs/glossary.md's tables: a header row, the `| --- |` row, then one row per term until the table ends. */
export function readGlossary(text = readFileSync(GLOSSARY_PATH, "utf8")): Glossary {
  const lines = text.split("\n");
  const glossary: Glossary = { headers: [], terms: [] };
  for (let index = 0; index < lines.length; index += 1) {
    if (!lines[index].startsWith("|") || !/^\|\s*-{3}/.test(lines[index + 1] ?? "")) continue;
    glossary.headers.push(cells(lines[index]));
    for (index += 2; lines[index]?.startsWith("|"); index += 1) {
      const [english = "", hindi = "", meaning = "", api = "", never = ""] = cells(lines[index]);
      const neverSaid = [...never.matchAll(/"([^"]+)"/g)].map((match) => match[1]);
      glossary.terms.push({ english, hindi, meaning, api, neverSaid });
    }
  }
  return glossary;
}

/** The English word of a term, as the glossary writes it; throws when the glossary has no such term. */
export function glossaryWord(english: string, glossary = readGlossary()): string {
  const term = glossary.terms.find((item) => item.english.toLowerCase() === english.toLowerCase());
  if (!term) throw new Error(`docs/glossary.md defines no term "${english}"`);
  return term.english;
}
