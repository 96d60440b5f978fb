// Prints the production bundle's figures: what a first visit to / downloads, and every chunk, gzipped.
import { execSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const DIST = path.resolve("dist");
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

execSync("npx webpack --mode production", { stdio: "ignore" });

const html = readFileSync(path.join(DIST, "index.html"), "utf8");
const entryScripts = [...html.matchAll(/src="\/(js\/[^"]+\.js)"/g)].map((match) => match[1]);
const gzipSize = (file) => gzipSync(readFileSync(path.join(DIST, file))).length;

const chunks = readdirSync(path.join(DIST, "js"))
  .filter((name) => name.endsWith(".js"))
  .map((name) => ({ name, raw: statSync(path.join(DIST, "js", name)).size, gzip: gzipSize(`js/${name}`) }))
  .sort((a, b) => b.gzip - a.gzip);

console.log("Chunks (gzip / raw):");
for (const chunk of chunks) console.log(`  ${chunk.name.padEnd(36)} ${kb(chunk.gzip).padStart(10)} ${kb(chunk.raw).padStart(10)}`);
const entryTotal = entryScripts.reduce((sum, file) => sum + gzipSize(file), 0);
console.log(`Entry JavaScript (before the first route's chunk): ${kb(entryTotal)} gzip`);
