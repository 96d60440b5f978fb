import { writeFileSync } from "node:fs";
import { seededSlugs } from "../support/seedEvents";
import { organiser } from "./support/admin";
import { eventIdsBySlug, startHarness, type Harness } from "./support/harness";
import { eventTexts, makeSite, pagesOf, type TestSite } from "./support/site";
import { until } from "./support/smtp";

jest.setTimeout(120_000);

// Pages regenerated at start (docs/content.md, "Pages regenerated on publish"): after a deploy of a new build, the API
// brings the public pages to the published content without waiting for a publish. Each regenerated page is stamped
// with the build and the content generation it was rendered from; a start on pages another build made, or made from
// older content, regenerates them; a start on a current site writes nothing.

const [slug] = seededSlugs;
const PAGES = pagesOf(seededSlugs);

let owner: Harness;
let site: TestSite;

/** An API process started on the site, with its log; resolves once its start's run has ended with `message`. */
async function startOn(message: string): Promise<Harness> {
  const lines: string[] = [];
  const api = await startHarness(
    { site: { dir: site.dir, rendererDir: site.rendererDir } },
    { write: (line) => void lines.push(line) },
    { sameDatabaseAs: owner },
  );
  try {
    await until(
      async () => lines.map((line) => (JSON.parse(line) as { msg: string }).msg),
      (messages) => messages.includes(message) || messages.includes("public pages could not be regenerated"),
      10_000,
    );
  } catch (error) {
    await api.close();
    throw error;
  }
  return api;
}

beforeAll(async () => {
  // The database's owner runs without SITE_DIR: its publishes change the content while no process writes the pages.
  owner = await startHarness();
  site = makeSite(PAGES);
});
afterAll(async () => {
  await owner.close();
  site.remove();
});

describe("pages regenerated at start", () => {
  it("regenerates the pages of a new build, then a start on the current site writes nothing", async () => {
    // One page from an earlier regeneration by another build: its stamp names a build that is not this one.
    writeFileSync(
      site.fileOf("/team"),
      `old page\n<!--codefest-pages ${JSON.stringify({ build: "another", generation: 99, digest: "x" })}-->\n`,
    );
    const first = await startOn("public pages regenerated from the published content");
    await first.close();
    for (const page of PAGES) {
      expect(site.read(page)).not.toMatch(/^build's|^old page/);
      expect(site.answersOf(page).festival?.title).toBeTruthy();
    }
    expect(new Set(PAGES.map((page) => site.stampOf(page)?.build)).size).toBe(1);
    expect(site.stampOf("/team")?.build).not.toBe("another");

    const before = Object.fromEntries(PAGES.map((page) => [page, [site.read(page), site.modifiedAt(page)]]));
    const second = await startOn("public pages are up to date with the published content");
    await second.close();
    expect(Object.fromEntries(PAGES.map((page) => [page, [site.read(page), site.modifiedAt(page)]]))).toEqual(before);
  });

  it("regenerates the pages whose content changed while no process ran", async () => {
    const olga = await organiser(owner);
    const ids = await eventIdsBySlug(owner);
    const published = await owner.call("PUT", `admin/events/${ids[slug]}/content/`, {
      token: olga.token,
      body: {
        base_version: 1,
        content: eventTexts("Renamed While Down"),
      },
    });
    expect(published.status).toBe(200);
    const stale = site.stampOf(`/events/${slug}`)!.generation;

    const third = await startOn("public pages regenerated from the published content");
    await third.close();
    for (const page of ["/", "/hi", "/events", "/hi/events", `/events/${slug}`, `/hi/events/${slug}`])
      expect(site.read(page)).toContain("Renamed While Down");
    // Every page now says it is current: the next start would write nothing.
    expect(PAGES.map((page) => site.stampOf(page)!.generation > stale)).toEqual(PAGES.map(() => true));
  });
});
