import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { seededSlugs } from "../support/seedEvents";
import { organiser } from "./support/admin";
import { eventIdsBySlug, startHarness, type Harness, type Participant } from "./support/harness";
import { until } from "./support/smtp";

jest.setTimeout(120_000);

// Pages regenerated on publish (issue 38 item 4, docs/content.md "Pages regenerated on publish"): with SITE_DIR set,
// a publish rewrites the served HTML of the pages it changed, and only those, from the published answers, which each
// page carries. The renderer is a stand-in (support/standInRenderer.cjs); the browser tests use the build's.

const SHELL =
  '<!doctype html><html lang="en"><head><title>Codefest</title></head><body><div id="root"></div></body></html>';
const [changedSlug, otherSlug] = seededSlugs;
const PAGES = ["/", "/events", `/events/${changedSlug}`, `/events/${otherSlug}`, "/team"].flatMap((page) => [
  page,
  page === "/" ? "/hi" : `/hi${page}`,
]);

let api: Harness;
let olga: Participant;
let ids: Record<string, number>;
let site: string;

const fileOf = (page: string) => path.join(site, page === "/" ? "" : page, "index.html");
const read = (page: string) => readFileSync(fileOf(page), "utf8");
const readAll = () => Object.fromEntries(PAGES.map((page) => [page, read(page)]));
/** The published answers a page carries, as the app reads them. */
const answersOf = (page: string) =>
  JSON.parse(/<script type="application\/json" id="page-answers">([^<]*)<\/script>/.exec(read(page))?.[1] ?? "null");

const input = (name: string) => ({
  name,
  subject: { en: "general knowledge" },
  summary: { en: `${name} in one line.` },
  format: null,
  contest_url: null,
  icon: "speech",
  description: { en: "A contest." },
  coordinators: [],
  faq_intro: null,
  faq: [],
});

beforeAll(async () => {
  // A built site as the build leaves it: every page written (here a placeholder), its renderer beside it.
  site = mkdtempSync(path.join(tmpdir(), "codefest-site-"));
  for (const page of PAGES) {
    mkdirSync(path.dirname(fileOf(page)), { recursive: true });
    writeFileSync(fileOf(page), `build's ${page}`);
  }
  mkdirSync(`${site}-renderer`);
  copyFileSync(path.join(__dirname, "support", "standInRenderer.cjs"), `${site}-renderer/render.cjs`);
  writeFileSync(`${site}-renderer/shell.html`, SHELL);
  api = await startHarness({ site: { dir: site, rendererDir: `${site}-renderer` } });
  olga = await organiser(api);
  ids = await eventIdsBySlug(api);
});
afterAll(async () => {
  await api.close();
  rmSync(site, { recursive: true, force: true });
  rmSync(`${site}-renderer`, { recursive: true, force: true });
});

describe("pages regenerated on publish", () => {
  it("rewrites home, events and the event's page in both languages from the published texts, and no other page", async () => {
    const before = readAll();
    const published = await api.call("PUT", `admin/events/${ids[changedSlug]}/content/`, {
      token: olga.token,
      body: { base_version: 1, content: input("Renamed By Olga") },
    });
    expect(published.status).toBe(200);
    const changed = ["/", "/hi", "/events", "/hi/events", `/events/${changedSlug}`, `/hi/events/${changedSlug}`];
    await until(
      async () => changed.filter((page) => read(page).includes("Renamed By Olga")),
      (done) => done.length === changed.length,
    );
    const after = readAll();
    expect(PAGES.filter((page) => after[page] !== before[page])).toEqual(
      PAGES.filter((page) => changed.includes(page)),
    );
    // Each page carries what it was rendered from: the lists the anonymous list, the event's page its texts.
    expect(answersOf("/events").events.find((event: { slug: string }) => event.slug === changedSlug).name).toBe(
      "Renamed By Olga",
    );
    expect(answersOf(`/hi/events/${changedSlug}`).texts[0]).toMatchObject({ slug: changedSlug, version: 2 });
    expect(read("/hi")).toContain('<html lang="hi"');
  });

  it("rewrites every page for the festival's details, and removes a hidden event's page", async () => {
    const { body: now } = await api.call<{ version: number; content: object }>("GET", "admin/festival/", {
      token: olga.token,
    });
    const published = await api.call("PUT", "admin/festival/", {
      token: olga.token,
      body: { base_version: now.version, content: { ...now.content, title: "Codefest Reloaded" } },
    });
    expect(published.status).toBe(200);
    await until(
      async () => PAGES.filter((page) => read(page).includes("<title>Codefest Reloaded</title>")),
      (done) => done.length === PAGES.length,
    );
    expect(answersOf("/team").festival.title).toBe("Codefest Reloaded");

    const hidden = await api.call("PATCH", `admin/events/${ids[otherSlug]}/`, {
      token: olga.token,
      body: { hidden: true },
    });
    expect(hidden.status).toBe(200);
    const gone = [`/events/${otherSlug}`, `/hi/events/${otherSlug}`];
    await until(
      async () => gone.filter((page) => !existsAt(page)),
      (done) => done.length === gone.length,
    );
    expect(readFileSync(path.join(site, "sitemap.xml"), "utf8")).not.toContain(`<url>${otherSlug}</url>`);
    expect(answersOf("/events").events.map((event: { slug: string }) => event.slug)).not.toContain(otherSlug);
  });
});

function existsAt(page: string): boolean {
  try {
    read(page);
    return true;
  } catch {
    return false;
  }
}
