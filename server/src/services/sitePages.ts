import { join } from "node:path";
import { Worker } from "node:worker_threads";
import type { FastifyBaseLogger } from "fastify";
import * as z from "zod/mini";
import type { Festival, PublishedEvent } from "../../../contract/eventContent";
import { festivalSchema } from "../../../contract/eventContent";
import { CONTENT_LANGUAGES } from "../../../contract/languages";
import { localPath } from "../../../contract/sitemap";
import type { ServerEvent } from "../../../contract/teams";
import type { Queryable } from "../db/types";
import { findFestival, publishedEvent } from "../repos/content";
import { listEvents } from "../repos/events";

/**
 * The public pages regenerated on publish (docs/content.md, "Pages regenerated on publish"). With SITE_DIR set, a
 * publish names what it changed; the pages showing it (home, events, the event's page, their other languages' twins,
 * the sitemap; every page for the festival's identity) are rendered again from the published answers by the renderer
 * the build kept, in a worker thread, and written over the served site's files. Changes arriving while a run works
 * are gathered into the next run, so a burst of publishes costs two runs and the last one reads the newest content.
 */

/** What a publish changed: the festival's identity (every page), or an event (by slug; added, hidden or deleted too). */
export type PageChange = { festival: true } | { event: string };

export interface SitePages {
  /** Regenerates the pages `change` touches, after the run under way if any; returns at once. */
  changed(change: PageChange): void;
  /** Resolves when no run is under way or waiting (tests; the end of the process). */
  settled(): Promise<void>;
}

/** The answers a page is rendered from and carries (src/content/pageAnswers.ts). */
interface PageAnswers {
  festival: Festival | null;
  events: ServerEvent[] | null;
  texts: PublishedEvent[];
}

interface Job {
  siteDir: string;
  rendererDir: string;
  pages: Array<{ path: string; answers: PageAnswers }>;
  removed: string[];
  slugs: string[];
}

const WORKER_FILE = join(__dirname, "..", "..", "..", "scripts", "lib", "regenerateWorker.mjs");
const FIRST_LANGUAGE = CONTENT_LANGUAGES[0];
const inEveryLanguage = (page: string) =>
  CONTENT_LANGUAGES.map((language) => localPath(language, page, FIRST_LANGUAGE));

/** Renders and writes in a worker thread: React's rendering never holds the API's event loop. */
function runInWorker(job: Job): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, { workerData: job });
    worker.once("message", (message: { written: string[] }) => resolve(message.written));
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`the page renderer stopped with exit code ${code}`));
    });
  });
}

async function publishedFestivalOrNull(db: Queryable): Promise<Festival | null> {
  const row = await findFestival(db);
  return row ? z.parse(festivalSchema, row.content) : null;
}

/** The pages to write and remove for these changes, with the answers each is rendered from, read now. */
export async function pagesFor(
  db: Queryable,
  changes: { festival: boolean; events: ReadonlySet<string> },
): Promise<Omit<Job, "siteDir" | "rendererDir">> {
  const festival = await publishedFestivalOrNull(db);
  const { events } = await listEvents(db, null);
  const listed = events.filter((event) => event.hidden !== true);
  const slugs = listed.map((event) => event.slug);
  const lists: PageAnswers = { festival, events: listed, texts: [] };
  const pages: Job["pages"] = [];
  const removed: string[] = [];
  const addEvent = async (slug: string) => {
    const texts = slugs.includes(slug) ? await publishedEvent(db, slug) : null;
    const page = `/events/${slug}`;
    if (texts)
      pages.push(
        ...inEveryLanguage(page).map((path) => ({ path, answers: { ...lists, events: null, texts: [texts] } })),
      );
    else removed.push(...inEveryLanguage(page));
  };
  for (const page of ["/", "/events"]) pages.push(...inEveryLanguage(page).map((path) => ({ path, answers: lists })));
  if (changes.festival) {
    pages.push(...inEveryLanguage("/team").map((path) => ({ path, answers: { ...lists, events: null } })));
    for (const slug of slugs) await addEvent(slug);
  } else {
    for (const slug of changes.events) await addEvent(slug);
  }
  return { pages, removed, slugs };
}

/** The regeneration of `site`'s pages (buildApp makes it when SITE_DIR is set). */
export function sitePages(
  db: Queryable,
  site: { dir: string; rendererDir: string },
  log: FastifyBaseLogger,
): SitePages {
  let festival = false;
  let events = new Set<string>();
  let running: Promise<void> | null = null;

  async function runAll(): Promise<void> {
    while (festival || events.size > 0) {
      const changes = { festival, events };
      festival = false;
      events = new Set();
      try {
        const job = await pagesFor(db, changes);
        const started = performance.now();
        const written = await runInWorker({ siteDir: site.dir, rendererDir: site.rendererDir, ...job });
        log.info(
          { pages: written.length, removed: job.removed.length, ms: Math.round(performance.now() - started) },
          "public pages regenerated from the published content",
        );
      } catch (error) {
        // The site keeps its pages as they were (a page is written only once all have rendered); the app still shows
        // the published texts after the first paint. The next publish tries again.
        log.error({ err: error }, "public pages could not be regenerated");
      }
    }
  }

  // A change arriving as a run ends (after its last check, before it is marked ended) starts the next one.
  const kick = () => {
    running ??= runAll().finally(() => {
      running = null;
      if (festival || events.size > 0) kick();
    });
  };

  return {
    changed(change) {
      if ("festival" in change) festival = true;
      else events.add(change.event);
      kick();
    },
    settled: async () => {
      while (running) await running;
    },
  };
}
