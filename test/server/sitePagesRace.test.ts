import { runInWorker, sitePages, type Job, type RunResult } from "../../server/src/services/sitePages";
import { seededSlugs } from "../support/seedEvents";
import { organiser } from "./support/admin";
import { eventIdsBySlug, startHarness, type Harness, type Participant } from "./support/harness";
import { eventTexts, makeSite, pagesOf, type TestSite } from "./support/site";

jest.setTimeout(120_000);

// Two API processes sharing one SITE_DIR (docs/content.md, "Pages regenerated on publish"): each regenerates what its
// own publishes changed. Here the first one's run reads the content, then is held before rendering while a second
// publish is made and the other process's run renders and writes it; the first one then writes: its older pages must
// not replace the newer ones. Each process is the service of server/src/services/sitePages.ts on the same database
// and the same site, the first one's worker started only when the test lets it.

const [slug] = seededSlugs;
const EVENT_PAGES = [`/events/${slug}`, `/hi/events/${slug}`];
const CHANGED = ["/", "/hi", "/events", "/hi/events", ...EVENT_PAGES];

let owner: Harness;
let olga: Participant;
let id: number;
let site: TestSite;
let version = 1;

async function publish(name: string): Promise<void> {
  const published = await owner.call("PUT", `admin/events/${id}/content/`, {
    token: olga.token,
    body: { base_version: version, content: eventTexts(name) },
  });
  expect(published.status).toBe(200);
  version += 1;
}

/** A process whose runs wait, once read, until the test lets them render and write. */
function heldProcess() {
  let reached: (job: Job) => void = () => undefined;
  let release: () => void = () => undefined;
  const read = new Promise<Job>((resolve) => (reached = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const results: RunResult[] = [];
  const pages = sitePages(owner.db, { dir: site.dir, rendererDir: site.rendererDir }, owner.app.log, {
    run: async (job) => {
      reached(job);
      await released;
      const result = await runInWorker(job);
      results.push(result);
      return result;
    },
  });
  return { pages, read, release, results };
}

beforeEach(async () => {
  owner = await startHarness();
  olga = await organiser(owner);
  id = (await eventIdsBySlug(owner))[slug];
  version = 1;
  site = makeSite(pagesOf(seededSlugs));
});
afterEach(async () => {
  await owner.close();
  site.remove();
});

describe("two processes regenerating the same pages", () => {
  it("never write the pages of an older content over those of a newer one", async () => {
    const slow = heldProcess();
    const fast = sitePages(owner.db, { dir: site.dir, rendererDir: site.rendererDir }, owner.app.log);

    await publish("Second Version");
    slow.pages.changed({ event: slug });
    const older = await slow.read;
    await publish("Third Version");
    fast.changed({ event: slug });
    await fast.settled();
    for (const page of CHANGED) expect(site.read(page)).toContain("Third Version");
    const newer = site.stampOf(`/events/${slug}`)!.generation;
    expect(newer).toBeGreaterThan(older.generation);

    slow.release();
    await slow.pages.settled();
    for (const page of CHANGED) {
      expect(site.read(page)).toContain("Third Version");
      expect(site.read(page)).not.toContain("Second Version");
      expect(site.stampOf(page)!.generation).toBe(newer);
    }
    expect(slow.results).toEqual([{ written: [], restamped: [], removed: [] }]);
  });

  it("write the newer pages over the older when the older run finishes first", async () => {
    const slow = heldProcess();
    const fast = heldProcess();

    await publish("Second Version");
    slow.pages.changed({ event: slug });
    await slow.read;
    await publish("Third Version");
    fast.pages.changed({ event: slug });
    await fast.read;
    slow.release();
    await slow.pages.settled();
    for (const page of CHANGED) expect(site.read(page)).toContain("Second Version");
    fast.release();
    await fast.pages.settled();
    for (const page of CHANGED) expect(site.read(page)).toContain("Third Version");
  });
});
