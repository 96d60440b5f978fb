// The near-empty page every Lighthouse bench audits beside the site's pages, from the same host in the same run: a
// heading and a paragraph, no script. A page's LCP is read as a ratio to the floor's, which takes out the machine's
// load and the host's speed.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The floor's address on the host. */
export const FLOOR = "/bench-floor/";

/** Writes the floor's page into the build's folder `dist`, at FLOOR. */
export function writeFloorPage(dist) {
  mkdirSync(path.join(dist, FLOOR), { recursive: true });
  writeFileSync(
    path.join(dist, FLOOR, "index.html"),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="A near-empty page: the benchmark's floor."><title>Floor</title></head>
<body><main><h1>Codefest '20</h1><p>A heading and a paragraph, no script: the fastest page this host can serve.</p></main></body></html>`,
  );
}
