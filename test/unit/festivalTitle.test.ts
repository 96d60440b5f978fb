import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { SEED_FESTIVAL } from "../../contract/festival";

// The festival's title is written once in the code, SEED_FESTIVAL (contract/festival.ts), and published as data by
// organisers. The static files a browser reads before any script (the shell's title, description and noscript line,
// the web app manifest) cannot import it: this holds their copies to it, and the code of the app, the server and the
// contract to reading it rather than writing it again.

const ROOT = path.resolve(__dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [file] : [];
  });
}

/** A file's code without its comments, so that a title only mentioned in a comment does not count. */
const code = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .split("\n")
    .filter((line) => !/^\s*\/\//.test(line))
    .join("\n");

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The title as code may write it: in any quotes, with its apostrophe escaped or typographic. */
const titlePattern = new RegExp(escaped(SEED_FESTIVAL.title).replace(/'/g, "(?:'|\\\\'|\u2019|&#39;|&apos;)"));

describe("the festival's title, written once", () => {
  it("is what the shell page shows before any script: its title, description and noscript line", () => {
    const shell = read("public/index.html");
    const title = /<title>([^<]*)<\/title>/.exec(shell)?.[1];
    const description = /<meta\s+name="description"\s+content="([^"]*)"/.exec(shell)?.[1] ?? "";
    const noscript = /<noscript>([^<]*)<\/noscript>/.exec(shell)?.[1] ?? "";
    expect(title).toBe(SEED_FESTIVAL.title);
    expect([description, noscript].filter((text) => !text.includes(SEED_FESTIVAL.title))).toEqual([]);
  });

  it("is the installed app's name in the web app manifest", () => {
    const manifest = JSON.parse(read("public/manifest.webmanifest")) as Record<string, string>;
    expect([manifest.name, manifest.short_name]).toEqual([SEED_FESTIVAL.title, SEED_FESTIVAL.title]);
    expect(manifest.description).toContain(SEED_FESTIVAL.title);
  });

  it("is written in the code of the app, the server and the contract only by contract/festival.ts", () => {
    const files = ["src", "server/src", "contract"].flatMap(sourceFiles);
    expect(files).toContain("contract/festival.ts");
    const writing = files.filter((file) => titlePattern.test(code(read(file))));
    expect(writing).toEqual(["contract/festival.ts"]);
  });
});
