import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { compileCatalogue } from "../../../config/messageCatalogue.cjs";

const RUNTIME = path.resolve(__dirname, "../../../src/i18n/messageRuntime.ts");
const MESSAGES = path.resolve(__dirname, "../../../src/i18n/messages");

type Compiled = Record<string, string | ((values?: Record<string, unknown>) => unknown)>;

const folder = mkdtempSync(path.join(tmpdir(), "catalogue-test-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A catalogue compiled as the build compiles it, then loaded (Jest's Babel makes the module CommonJS). */
function compiled(messages: Record<string, string>, language: string): Compiled {
  const file = path.join(folder, `${language}-${Object.keys(messages).join("-")}.js`);
  writeFileSync(file, compileCatalogue(messages, language, RUNTIME));
  return (jest.requireActual(file) as { default: Compiled }).default;
}

/** A message as the app puts it into words (src/i18n/translate.ts). */
function say(catalogue: Compiled, key: string, values?: Record<string, unknown>): string {
  const message = catalogue[key];
  return typeof message === "string" ? message : [message(values)].flat(Infinity).join("");
}

describe("the message catalogues' compiler", () => {
  it("keeps a message without arguments as its text, apostrophes as ICU reads them", () => {
    const catalogue = compiled({ name: "Codefest '20", quoted: "It''s on", braces: "'{'not an argument'}'" }, "en");
    expect(catalogue.name).toBe("Codefest '20");
    expect(catalogue.quoted).toBe("It's on");
    expect(catalogue.braces).toBe("{not an argument}");
  });

  it("puts arguments where the language's sentence has them", () => {
    const hindi = compiled({ edition: "{host} द्वारा आयोजित {festival} का {year} संस्करण।" }, "hi");
    expect(say(hindi, "edition", { host: "IIT (BHU)", festival: "Codefest", year: 2020 })).toBe(
      "IIT (BHU) द्वारा आयोजित Codefest का 2020 संस्करण।",
    );
  });

  it("chooses plural branches by each language's rules (Intl.PluralRules) and formats their numbers", () => {
    const message = "{count, plural, one {# team} other {# teams}}";
    const english = compiled({ teams: message }, "en");
    const hindi = compiled({ teams: "{count, plural, one {# टीम} other {# टीमें}}" }, "hi");
    expect([0, 1, 2].map((count) => say(english, "teams", { count }))).toEqual(["0 teams", "1 team", "2 teams"]);
    // Hindi's "one" holds 0 as well as 1; its numbers are grouped in lakhs.
    expect([0, 1, 2, 100000].map((count) => say(hindi, "teams", { count }))).toEqual([
      "0 टीम",
      "1 टीम",
      "2 टीमें",
      "1,00,000 टीमें",
    ]);
  });

  it("says dates and times in the festival's time zone, whatever the viewer's", () => {
    const english = compiled({ when: "Closes {at, date, long} at {at, time, short}" }, "en");
    // 20:00 in London on 31 January is 01:30 on 1 February in Varanasi.
    expect(say(english, "when", { at: "2020-01-31T20:00:00Z" })).toBe("Closes February 1, 2020 at 1:30 AM");
    const hindi = compiled({ when: "{at, date, long}" }, "hi");
    expect(say(hindi, "when", { at: new Date("2020-01-31T20:00:00Z") })).toBe("1 फ़रवरी 2020");
  });

  it("refuses a plural key the language has no category for, and a malformed message, naming the catalogue", () => {
    expect(() =>
      compileCatalogue({ teams: "{n, plural, one {a} few {b} other {c}}" }, "en", RUNTIME, "x/en.json"),
    ).toThrow(/^x\/en\.json: The plural case few is not valid/);
    expect(() => compileCatalogue({ teams: "{n, plural, one {a} other {b}" }, "hi", RUNTIME, "x/hi.json")).toThrow(
      /^x\/hi\.json: /,
    );
  });
});

describe("the catalogues", () => {
  it("hold each key in one area only, so the areas of one language can share a table", () => {
    const areas = readdirSync(MESSAGES);
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const area of areas) {
      const keys = Object.keys(JSON.parse(readFileSync(path.join(MESSAGES, area, "en.json"), "utf8")) as object);
      for (const key of keys) {
        if (seen.has(key)) twice.push(`${key} (${seen.get(key)}, ${area})`);
        seen.set(key, area);
      }
    }
    expect(areas.length).toBeGreaterThan(1);
    expect(twice).toEqual([]);
  });
});
