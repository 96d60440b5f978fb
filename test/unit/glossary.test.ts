import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { readGlossary, ROOT } from "../support/glossary";

// docs/glossary.md defines each recurring term once; everything a person reads uses its words. This holds the
// glossary's shape and keeps its retired words ("Never said") out of the app, the mail's texts and the docs.

const glossary = readGlossary();

/** Every file under `dir` (relative to the repository) whose name ends in one of `extensions`. */
const filesUnder = (dir: string, extensions: string[]) =>
  (readdirSync(path.join(ROOT, dir), { recursive: true }) as string[])
    .filter((file) => extensions.some((extension) => file.endsWith(extension)))
    .map((file) => path.join(dir, file));

/**
 * Where a person reads the product's words: the app, the API's messages that its toasts show (`contract/`), the mail's
 * texts, the README and the docs.
 */
const READ_BY_PEOPLE = [
  ...filesUnder("src", [".ts", ".tsx", ".css", ".json", ".html"]),
  ...filesUnder("contract", [".ts"]),
  "server/src/services/mailRender.ts",
  // The server's words in every language: its messages, mail and pages (server/src/i18n/messages).
  ...filesUnder("server/src/i18n/messages", [".json"]),
  "README.md",
  // The glossary names the retired words; the specification is kept as it was written.
  ...filesUnder("docs", [".md"]).filter((file) => !["glossary.md", "SPEC.md"].includes(path.basename(file))),
];

/** Every area's catalogues (src/i18n/messages/<area>/<language>.json), English's and Hindi's. */
const MESSAGES = path.join(ROOT, "src", "i18n", "messages");
const catalogues = readdirSync(MESSAGES).map((area) => {
  const read = (language: string) =>
    JSON.parse(readFileSync(path.join(MESSAGES, area, `${language}.json`), "utf8")) as Record<string, string>;
  return { area, en: read("en"), hi: read("hi") };
});

/**
 * A Hindi word as found inflected in a sentence: without its final vowel signs, so "प्रतिभागी" is found in
 * "प्रतिभागियों", "छोड़ें" in "छोड़ दी", "भरी" in "भरी".
 */
const hindiStem = (word: string) => word.replace(/[\u093E-\u094C\u0901\u0902]+$/u, "");

/**
 * Where a term's English word is said in another sense, which the term's Hindi word does not translate: a "full name",
 * "full-time" work or the "full results" (the terminal's link to an event's whole results page) is not a full team. These phrases are taken out of an English message before its terms are
 * looked for.
 */
const OTHER_SENSES: Record<string, RegExp> = { full: /\bfull(?= name\b|-time\b| results\b)/gi };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A retired phrase as a whole-word, case-insensitive pattern that also catches its plural ("complete teams"). */
const phrasePattern = (phrase: string) => new RegExp(`\\b${escape(phrase)}(s|es)?\\b`, "i");

describe("docs/glossary.md", () => {
  it("gives every table an English and a Hindi column, and every term its Hindi word and its meaning", () => {
    expect(glossary.headers.length).toBeGreaterThan(0);
    for (const header of glossary.headers) {
      expect(header).toEqual(["English", "हिन्दी", "Meaning", "In the API", "Never said"]);
    }
    for (const term of glossary.terms) {
      expect(term.english).not.toBe("");
      expect(term.meaning).not.toBe("");
      expect(term.hindi).not.toBe("");
      expect(term.hindi).not.toBe("—");
    }
  });

  it("defines each term once, the team's three states and the terms the issues name among them", () => {
    const words = glossary.terms.map((term) => term.english.toLowerCase());
    expect(new Set(words).size).toBe(words.length);
    expect(words).toEqual(
      expect.arrayContaining([
        "team",
        "ready",
        "with a free place",
        "full",
        "access code",
        "registration",
        "certificate",
        "organiser",
        "participant",
        "complete profile",
      ]),
    );
  });

  it("is what the Hindi catalogues say: a Hindi message uses the Hindi word of each term its English message uses", () => {
    expect(catalogues.map(({ area }) => area)).toEqual(expect.arrayContaining(["shell", "toasts"]));
    const inconsistent: string[] = [];
    for (const { area, en, hi } of catalogues) {
      for (const [key, english] of Object.entries(en)) {
        for (const term of glossary.terms) {
          const otherSense = OTHER_SENSES[term.english];
          const said = otherSense ? english.replace(otherSense, "") : english;
          if (!phrasePattern(term.english).test(said)) continue;
          const missing = term.hindi.split(" ").filter((word) => !(hi[key] ?? "").includes(hindiStem(word)));
          if (missing.length > 0) inconsistent.push(`${area}/hi.json ${key}: "${term.english}" is "${term.hindi}"`);
        }
      }
    }
    expect(inconsistent).toEqual([]);
  });

  it("retires the words that said a team's states before", () => {
    const retired = glossary.terms.flatMap((term) => term.neverSaid.map((phrase) => phrase.toLowerCase()));
    expect(retired).toEqual(
      expect.arrayContaining(["complete team", "team complete", "incomplete team", "missing 1 member"]),
    );
  });

  it("has none of its retired words in the app, the API's messages, the mail's texts, the README or the docs", () => {
    expect(READ_BY_PEOPLE).toContain(path.join("src", "features", "teams", "teamRules.ts"));
    const found: string[] = [];
    for (const file of READ_BY_PEOPLE) {
      const lines = readFileSync(path.join(ROOT, file), "utf8").split("\n");
      for (const term of glossary.terms) {
        for (const phrase of term.neverSaid) {
          const pattern = phrasePattern(phrase);
          lines.forEach((line, index) => {
            if (pattern.test(line)) found.push(`${file}:${index + 1}: "${phrase}" (say "${term.english}")`);
          });
        }
      }
    }
    expect(found).toEqual([]);
  });
});
