import { readFileSync } from "node:fs";
import path from "node:path";
import { seededSlugs } from "../support/seedEvents";
import { organiser } from "./support/admin";
import { eventIdsBySlug, startHarness, type Harness, type Participant } from "./support/harness";
import { eventTexts, makeSite, pagesOf, type TestSite } from "./support/site";
import { until } from "./support/smtp";

jest.setTimeout(120_000);

// Pages regenerated on publish (issue 38 item 4, docs/content.md "Pages regenerated on publish"): with SITE_DIR set,
// a publish rewrites the served HTML of the pages it changed, and only those, from the published answers, which each
// page carries. The renderer is a stand-in (support/standInRenderer.cjs); the browser tests use the build's.

const [changedSlug, otherSlug] = seededSlugs;
const PAGES = pagesOf([changedSlug, otherSlug]);

let api: Harness;
let olga: Participant;
let ids: Record<string, number>;
let site: TestSite;

const read = (page: string) => site.read(page);
const readAll = () => Object.fromEntries(PAGES.map((page) => [page, read(page)]));
const answersOf = (page: string) => site.answersOf(page);

beforeAll(async () => {
  site = makeSite(PAGES);
  api = await startHarness({ site: { dir: site.dir, rendererDir: site.rendererDir } });
  olga = await organiser(api);
  ids = await eventIdsBySlug(api);
  // The start brings the build's pages to the published content (sitePagesStart.test.ts): the tests begin after it.
  await until(
    async () => PAGES.filter((page) => site.stampOf(page) !== null),
    (done) => done.length === PAGES.length,
  );
});
afterAll(async () => {
  await api.close();
  site.remove();
});

describe("pages regenerated on publish", () => {
  it("rewrites home, events and the event's page in both languages from the published texts, and no other page", async () => {
    const before = readAll();
    const published = await api.call("PUT", `admin/events/${ids[changedSlug]}/content/`, {
      token: olga.token,
      body: { base_version: 1, content: eventTexts("Renamed By Olga") },
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
    expect(answersOf("/events").events?.find((event) => event.slug === changedSlug)?.name).toBe("Renamed By Olga");
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
    expect(answersOf("/team").festival?.title).toBe("Codefest Reloaded");
    // The signed-in pages' shells too: their header and footer show the festival's details.
    expect(answersOf("/dashboard").festival?.title).toBe("Codefest Reloaded");

    const hidden = await api.call("PATCH", `admin/events/${ids[otherSlug]}/`, {
      token: olga.token,
      body: { hidden: true },
    });
    expect(hidden.status).toBe(200);
    const gone = [`/events/${otherSlug}`, `/hi/events/${otherSlug}`];
    await until(
      async () => gone.filter((page) => !site.exists(page)),
      (done) => done.length === gone.length,
    );
    expect(readFileSync(path.join(site.dir, "sitemap.xml"), "utf8")).not.toContain(`<url>${otherSlug}</url>`);
    expect(answersOf("/events").events?.map((event) => event.slug)).not.toContain(otherSlug);
  });

  it("writes an added event's page with its row of the list, so its team size is in the first paint", async () => {
    const added = await api.call("POST", "admin/events/", {
      token: olga.token,
      body: { slug: "quiz-night", max_members: 4, content: eventTexts("Quiz Night") },
    });
    expect(added.status).toBe(201);
    const pages = ["/events/quiz-night", "/hi/events/quiz-night"];
    await until(
      async () => pages.filter((page) => site.exists(page)),
      (done) => done.length === pages.length,
    );
    for (const page of pages) {
      const answers = answersOf(page);
      expect(answers.texts.map((texts) => texts.slug)).toEqual(["quiz-night"]);
      expect(answers.rows).toEqual([
        expect.objectContaining({ slug: "quiz-night", name: "Quiz Night", max_members: 4 }),
      ]);
      // Its row only: the whole list stays on the pages that show it, rewritten when any event changes.
      expect(answers.events).toBeNull();
    }
  });
});
