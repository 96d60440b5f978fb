import { EVENT_ROSTER } from "../../contract/events";
import { organiser, rawCall } from "./support/admin";
import { type Participant, startHarness, type Harness } from "./support/harness";

jest.setTimeout(120_000);

// `GET sitemap.xml` (issue 38 item 3, docs/content.md "Sitemap"): the public pages of the events listed now, in
// every language with hreflang alternates.

let api: Harness;
let olga: Participant;

beforeAll(async () => {
  api = await startHarness();
  olga = await organiser(api);
});
afterAll(() => api.close());

const sitemap = async () => {
  const answer = await rawCall(api, "GET", "sitemap.xml");
  expect(answer.status).toBe(200);
  expect(answer.type).toMatch(/^application\/xml/);
  return answer.text;
};
/** The pages' paths, in the document's order. */
const paths = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1]).pathname);

const input = {
  name: "Quiz Night",
  subject: { en: "general knowledge" },
  summary: { en: "Quiz Night in one line." },
  format: null,
  contest_url: null,
  icon: "speech",
  description: { en: "A quiz." },
  coordinators: [],
  faq_intro: null,
  faq: [],
};

describe("GET sitemap.xml", () => {
  it("lists the public pages of the seven in English and Hindi, each with both addresses and x-default", async () => {
    const xml = await sitemap();
    const english = ["/", "/events", ...EVENT_ROSTER.map((event) => `/events/${event.slug}`), "/team"];
    const hindi = english.map((page) => (page === "/" ? "/hi" : `/hi${page}`));
    expect(paths(xml)).toEqual([...english, ...hindi]);
    const { slug } = EVENT_ROSTER[0];
    const page = new RegExp(`<url>\\s*<loc>[^<]*/hi/events/${slug}</loc>([\\s\\S]*?)</url>`).exec(xml)?.[1] ?? "";
    expect([...page.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], new URL(m[2]).pathname])).toEqual(
      [
        ["en", `/events/${slug}`],
        ["hi", `/hi/events/${slug}`],
        ["x-default", `/events/${slug}`],
      ],
    );
  });

  it("lists an event organisers add at once, and leaves it out once hidden", async () => {
    const made = await api.call<{ id: number }>("POST", "admin/events/", {
      token: olga.token,
      body: { slug: "quiz-night", max_members: 2, content: input },
    });
    expect(made.status).toBe(201);
    expect(paths(await sitemap())).toEqual(expect.arrayContaining(["/events/quiz-night", "/hi/events/quiz-night"]));
    const hidden = await api.call("PATCH", `admin/events/${made.body.id}/`, {
      token: olga.token,
      body: { hidden: true },
    });
    expect(hidden.status).toBe(200);
    expect(paths(await sitemap()).filter((page) => page.includes("quiz-night"))).toEqual([]);
  });
});
