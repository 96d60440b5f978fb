// The public pages regenerated from the published content (docs/content.md, "Pages regenerated on publish"). The build
// keeps its renderer beside the site (`<site>-renderer/`: the renderer webpack bundled and the shell index.html the
// pages are made from); the API, told where the site is served from (SITE_DIR), renders the pages a publish changed
// in a worker thread (./regenerateWorker.mjs, so its event loop is never held) and writes them over the site's files.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import lockfile from "proper-lockfile";
import { pageHtml, ROOT } from "./pageDocument.mjs";
import { buildIdOf, decide, digestOf, stampOf, withoutStamp, withStamp } from "./pageStamps.mjs";

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
 * The lock of a site's files while they are compared with what is on disk and written: API processes sharing one
 * SITE_DIR take turns (a directory made atomically; one left by a process that died is taken over once stale).
 */
const LOCK = ".pages.lock";
const lockSite = (siteDir) =>
  lockfile.lock(siteDir, {
    lockfilePath: path.join(siteDir, LOCK),
    realpath: false,
    stale: 10_000,
    retries: { retries: 40, factor: 1.3, minTimeout: 10, maxTimeout: 500 },
  });

/**
 * Renders `pages` (each `{ path, answers }`, read at content `generation`) with the kept renderer and writes them, the
 * sitemap of `slugs` when given, and removes the pages of `removed` (a hidden or deleted event's). Each file is
 * stamped with what it was rendered from (./pageStamps.mjs), and compared with the file on disk under the site's
 * lock: a page read at a newer generation is never written over, one already rendered from the same answers by this
 * build is left (or only restamped). Nothing is written when a page fails to render. Returns the paths written,
 * restamped and removed.
 */
export async function regeneratePages({ siteDir, rendererDir, generation, pages, removed = [], slugs = null }) {
  const rendererFile = path.join(rendererDir, "render.cjs");
  if (!existsSync(rendererFile)) throw new Error(`no renderer at ${rendererFile}: build the site with npm run build`);
  const require = createRequire(import.meta.url);
  const renderer = require(rendererFile);
  const shell = readFileSync(path.join(rendererDir, "shell.html"), "utf8");
  if (!ROOT.test(shell)) throw new Error(`${rendererDir}/shell.html has no empty root element`);
  const build = buildIdOf(readFileSync(rendererFile), shell);
  const files = pages.map(({ path: page, answers }) => ({
    name: page,
    file: pageFile(siteDir, page),
    stamp: { build, generation, digest: digestOf(answers) },
    render: async () => pageHtml(shell, page, await renderer.renderPage(page, answers), answers),
  }));
  if (slugs)
    files.push({
      name: "sitemap.xml",
      file: path.join(siteDir, "sitemap.xml"),
      stamp: { build, generation, digest: digestOf(slugs) },
      render: async () => renderer.sitemap(slugs),
    });
  const texts = new Map();
  /** Renders what `files` need as the disk is now; every page is rendered before any is written. */
  const renderNeeded = async () => {
    for (const { name, file, stamp, render } of files)
      if (!texts.has(name) && decide(stampOf(file), stamp) === "render") texts.set(name, await render());
  };
  // Rendered outside the lock (the long part); compared again and written under it, where what another process
  // wrote meanwhile is seen: a page it made necessary to render is rendered then.
  await renderNeeded();
  const release = await lockSite(siteDir);
  const done = { written: [], restamped: [], removed: [] };
  try {
    await renderNeeded();
    for (const { name, file, stamp } of files) {
      const action = decide(stampOf(file), stamp);
      if (action === "render") {
        writeAtomically(file, withStamp(texts.get(name), stamp));
        done.written.push(name);
      } else if (action === "restamp") {
        writeAtomically(file, withStamp(withoutStamp(readFileSync(file, "utf8")), stamp));
        done.restamped.push(name);
      }
    }
    for (const page of removed) {
      const file = pageFile(siteDir, page);
      const onDisk = stampOf(file);
      if (!existsSync(file) || (onDisk && onDisk.build === build && onDisk.generation > generation)) continue;
      rmSync(file, { force: true });
      done.removed.push(page);
    }
  } finally {
    await release();
  }
  return done;
}
