// The public pages regenerated from the published content (docs/content.md, "Pages regenerated on publish"). The build
// keeps its renderer beside the site (`<site>-renderer/`: the renderer webpack bundled and the shell index.html the
// pages are made from); the API, told where the site is served from (SITE_DIR), renders the pages a publish changed
// in a worker thread (./regenerateWorker.mjs, so its event loop is never held) and writes them over the site's files.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pageHtml, ROOT } from "./pageDocument.mjs";

export { ROOT };

/** Written into the output directory by `webpack --mode production` (webpack.config.ts, the "prerender" build). */
export const RENDERER = ".prerender/render.cjs";

/** Where the build keeps the renderer of the site in `dist`: beside it, never served. */
export const rendererDirOf = (dist) => `${path.resolve(dist)}-renderer`;

/**
 * Moves the renderer out of the site (it is not part of it) to `<dist>-renderer/`, with the shell the pages are made
 * from, for the API to regenerate the pages with.
 */
export function keepRenderer(dist, shell) {
  const kept = rendererDirOf(dist);
  rmSync(kept, { recursive: true, force: true });
  mkdirSync(kept, { recursive: true });
  renameSync(path.join(dist, RENDERER), path.join(kept, "render.cjs"));
  writeFileSync(path.join(kept, "shell.html"), shell);
  rmSync(path.join(dist, path.dirname(RENDERER)), { recursive: true, force: true });
  return kept;
}

/** A page's file in the site: `/` is index.html itself, any other page `<page>/index.html`. */
export const pageFile = (dist, page) =>
  page === "/" ? path.join(dist, "index.html") : path.join(dist, page, "index.html");

/** Written whole or not at all: a visitor never reads half a page. */
function writeAtomically(file, text) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/**
 * Renders `pages` (each `{ path, answers }`) from the published answers with the kept renderer, then writes them, the
 * sitemap of `slugs` when given, and removes the pages of `removed` (a hidden or deleted event's): nothing is written
 * when a page fails to render. Returns the paths written.
 */
export async function regeneratePages({ siteDir, rendererDir, pages, removed = [], slugs = null }) {
  const rendererFile = path.join(rendererDir, "render.cjs");
  if (!existsSync(rendererFile)) throw new Error(`no renderer at ${rendererFile}: build the site with npm run build`);
  const require = createRequire(import.meta.url);
  const renderer = require(rendererFile);
  const shell = readFileSync(path.join(rendererDir, "shell.html"), "utf8");
  if (!ROOT.test(shell)) throw new Error(`${rendererDir}/shell.html has no empty root element`);
  const rendered = [];
  for (const { path: page, answers } of pages) {
    rendered.push([page, pageHtml(shell, page, await renderer.renderPage(page, answers), answers)]);
  }
  for (const [page, html] of rendered) writeAtomically(pageFile(siteDir, page), html);
  if (slugs) writeAtomically(path.join(siteDir, "sitemap.xml"), renderer.sitemap(slugs));
  for (const page of removed) rmSync(pageFile(siteDir, page), { force: true });
  return rendered.map(([page]) => page);
}
