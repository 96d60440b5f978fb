import type { Announcement } from "../../contract/announcements";
import { organiser } from "./support/admin";
import { participant, startHarness, type Harness, type Participant } from "./support/harness";
import { startSmtp, testMailConfig, type TestSmtp } from "./support/smtp";

jest.setTimeout(120_000);

let smtp: TestSmtp;
let api: Harness;
let boss: Participant;

beforeAll(async () => {
  smtp = await startSmtp();
  api = await startHarness({
    mail: testMailConfig(smtp),
    publicUrl: "https://codefest.example.org",
    apiPublicUrl: "https://codefest.example.org",
  });
  boss = await organiser(api);
});
afterAll(async () => {
  await api?.close();
  await smtp?.stop();
});

const HINDI = { title: "हॉल B सुबह 9 बजे खुलेगा", body: "अपना पहचान पत्र साथ लाएँ।" };

async function publish(body: Record<string, unknown>): Promise<number> {
  const reply = await api.call<{ id: number }>("POST", "admin/announcements/", { token: boss.token, body });
  expect(reply.status).toBe(201);
  return reply.body.id;
}

/** The feed as a reader of `language` gets it, with its Vary header. */
async function feedIn(language?: string) {
  const response = await fetch(`${api.url}announcements/`, {
    headers: language ? { "Accept-Language": language } : {},
  });
  return { vary: response.headers.get("vary") ?? "", items: (await response.json()) as Announcement[] };
}

describe("an announcement's Hindi version", () => {
  it("is what a Hindi reader of the feed reads; English readers, and readers of one without it, read English", async () => {
    const both = await publish({
      title: "Hall B opens at 9",
      body: "Bring your ID card.",
      translations: { hi: HINDI },
      channels: ["feed"],
    });
    const englishOnly = await publish({ title: "Lunch at 1", body: "In the mess.", channels: ["feed"] });

    const hindi = await feedIn("hi-IN,hi;q=0.9");
    expect(hindi.vary).toMatch(/Accept-Language/);
    expect(hindi.items.find((item) => item.id === both)).toMatchObject({ ...HINDI, language: "hi" });
    expect(hindi.items.find((item) => item.id === englishOnly)).toMatchObject({
      title: "Lunch at 1",
      body: "In the mess.",
      language: "en",
    });
    for (const language of [undefined, "en", "*", "fr"]) {
      const english = await feedIn(language);
      expect(english.items.find((item) => item.id === both)).toMatchObject({
        title: "Hall B opens at 9",
        body: "Bring your ID card.",
        language: "en",
      });
    }
  });

  it("is corrected, and removed with null, without touching the English version", async () => {
    const id = await publish({ title: "Quiz moved", body: "To room 4.", channels: ["feed"] });
    const patch = (translations: unknown) =>
      api.call("PATCH", `admin/announcements/${id}/`, { token: boss.token, body: { translations } });
    expect((await patch({ hi: { title: "क्विज़ बदली", body: "कमरा 4 में।" } })).status).toBe(204);
    expect((await feedIn("hi")).items.find((item) => item.id === id)).toMatchObject({ title: "क्विज़ बदली" });
    const admin = await api.call<{ results: Array<{ id: number; translations?: unknown }> }>(
      "GET",
      "admin/announcements/",
      { token: boss.token },
    );
    expect(admin.body.results.find((item) => item.id === id)?.translations).toEqual({
      hi: { title: "क्विज़ बदली", body: "कमरा 4 में।" },
    });
    expect((await patch({ hi: null })).status).toBe(204);
    expect((await feedIn("hi")).items.find((item) => item.id === id)).toMatchObject({
      title: "Quiz moved",
      body: "To room 4.",
      language: "en",
    });
  });

  it("refuses a blank Hindi title with a field error under translations, publishing nothing", async () => {
    const reply = await api.call("POST", "admin/announcements/", {
      token: boss.token,
      body: { title: "Ok", body: "Ok", translations: { hi: { title: " ", body: "x" } }, channels: ["feed"] },
    });
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body as object)[0]).toMatch(/^translations/);
  });

  it("goes by e-mail in Hindi to those who chose Hindi, and in English to the others", async () => {
    const [hindiReader, englishReader] = [await participant(api), await participant(api)];
    await api.call("PUT", "profile/language/", { token: hindiReader.token, body: { language: "hi" } });
    await publish({
      title: "Hall B opens at 9",
      body: "Bring your ID card.",
      translations: { hi: HINDI },
      channels: ["email"],
    });
    const hindiMail = await smtp.waitFor(hindiReader.email, (mail) => String(mail.subject).includes(HINDI.title));
    expect(hindiMail.text).toContain(HINDI.body);
    expect(hindiMail.text).not.toContain("Bring your ID card.");
    const englishMail = await smtp.waitFor(englishReader.email, (mail) =>
      String(mail.subject).includes("Hall B opens at 9"),
    );
    expect(englishMail.text).toContain("Bring your ID card.");
  });
});
