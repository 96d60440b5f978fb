import { join } from "node:path";
import { Worker } from "node:worker_threads";
import type { FastifyBaseLogger } from "fastify";
import * as z from "zod/mini";
import type { Festival, PublishedEvent } from "../../../contract/eventContent";
import { festivalSchema } from "../../../contract/eventContent";
import { CONTENT_LANGUAGES } from "../../../contract/languages";
import { SEED_EVENT_SUMMARIES } from "../../../contract/seedEventSummaries";
import { SIGNED_IN_SHELLS } from "../../../contract/signedInShells";
import { localPath } from "../../../contract/sitemap";
import type { ServerEvent } from "../../../contract/teams";
import type { Db, Queryable } from "../db/types";
import { contentGeneration, findFestival, publishedEvent, readOneSnapshot } from "../repos/content";
import { listEvents } from "../repos/events";

/**
 * The public pages regenerated on publish (docs/content.md, "Pages regenerated on publish"). With SITE_DIR set, a
 * publish names what it changed; the pages showing it (home, events, the event's page, their other languages' twins,
 * the sitemap; every page for the festival's identity) are rendered again from the published answers by the renderer
 * the build kept, in a worker thread, and written over the served site's files. Changes arriving while a run works
 * are gathered into the next run, so a burst of publishes costs two runs and the last one reads the newest content.
 * At start-up every page is compared with the published content: pages another build made, or made from older
 * content, are regenerated; a current site is left as it is. Each page is stamped with the content generation it was
 * read at, so processes sharing SITE_DIR never write an older page over a newer one (scripts/lib/pageStamps.mjs).
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
  /** An event's page: its row of the anonymous list. */
  rows?: ServerEvent[];
}

/** What a run renders, read in one snapshot of the database at content `generation`. */
export interface Job {
  siteDir: string;
  rendererDir: string;
  generation: number;
  pages: Array<{ path: string; answers: PageAnswers }>;
  removed: string[];
  slugs: string[];
}

/** What a run did: the pages (and sitemap.xml) rendered and written, those only restamped, those removed. */
export interface RunResult {
  written: string[];
  restamped: string[];
  removed: string[];
}

export type RunJob = (job: Job) => Promise<RunResult>;

const WORKER_FILE = join(__dirname, "..", "..", "..", "scripts", "lib", "regenerateWorker.mjs");
const FIRST_LANGUAGE = CONTENT_LANGUAGES[0];
const inEveryLanguage = (page: string) =>
  CONTENT_LANGUAGES.map((language) => localPath(language, page, FIRST_LANGUAGE));

/** Renders and writes in a worker thread: React's rendering never holds the API's event loop. */
export function runInWorker(job: Job): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, { workerData: job });
    worker.once("message", (message: RunResult) => resolve(message));
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

/**
 * The pages to write and remove for these changes, with the answers each is rendered from, read now in one snapshot
 * with the content generation they belong to. Every page's change (the festival's, or a start) also removes the pages
 * of the build's events that are not listed now.
 */
export function pagesFor(
  db: Db,
  changes: { festival: boolean; events: ReadonlySet<string> },
): Promise<Omit<Job, "siteDir" | "rendererDir">> {
  return db.transaction(async (tx) => {
    await readOneSnapshot(tx);
    const generation = await contentGeneration(tx);
    const festival = await publishedFestivalOrNull(tx);
    const { events } = await listEvents(tx, null);
    const listed = events.filter((event) => event.hidden !== true);
    const slugs = listed.map((event) => event.slug);
    const lists: PageAnswers = { festival, events: listed, texts: [] };
    const pages: Job["pages"] = [];
    const removed: string[] = [];
    const addEvent = async (slug: string) => {
      const row = listed.find((event) => event.slug === slug);
      const texts = row ? await publishedEvent(tx, slug) : null;
      const page = `/events/${slug}`;
      if (row && texts) {
        // Its own row too, so what the page shows from the list (an added event's team size) is there at once.
        const answers = { festival, events: null, texts: [texts], rows: [row] };
        pages.push(...inEveryLanguage(page).map((path) => ({ path, answers })));
      } else removed.push(...inEveryLanguage(page));
    };
    for (const page of ["/", "/events"]) pages.push(...inEveryLanguage(page).map((path) => ({ path, answers: lists })));
    if (changes.festival) {
      pages.push(...inEveryLanguage("/team").map((path) => ({ path, answers: { ...lists, events: null } })));
      // The signed-in pages' shells show the festival's details in their header and footer; one address each.
      pages.push(...SIGNED_IN_SHELLS.map((path) => ({ path, answers: { ...lists, events: null } })));
      for (const slug of slugs) await addEvent(slug);
      for (const { slug } of SEED_EVENT_SUMMARIES)
        if (!slugs.includes(slug)) removed.push(...inEveryLanguage(`/events/${slug}`));
    } else {
      for (const slug of changes.events) await addEvent(slug);
    }
    return { generation, pages, removed, slugs };
  });
}

/** The regeneration of `site`'s pages (buildApp makes it when SITE_DIR is set). */
export function sitePages(
  db: Db,
  site: { dir: string; rendererDir: string },
  log: FastifyBaseLogger,
  { run = runInWorker }: { run?: RunJob } = {},
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
        const { written, restamped, removed } = await run({ siteDir: site.dir, rendererDir: site.rendererDir, ...job });
        const ms = Math.round(performance.now() - started);
        if (written.length + restamped.length + removed.length === 0)
          log.info({ generation: job.generation, ms }, "public pages are up to date with the published content");
        else
          log.info(
            {
              pages: written.length,
              restamped: restamped.length,
              removed: removed.length,
              generation: job.generation,
              ms,
            },
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
