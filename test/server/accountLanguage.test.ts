import type { Team } from "../../contract/teams";
import { teamEvents } from "../support/seedEvents";
import { eventIdsBySlug, participant, startHarness, type Harness, type Participant } from "./support/harness";
import { startSmtp, testMailConfig, type TestSmtp } from "./support/smtp";

const [teamEvent] = teamEvents(1);

jest.setTimeout(120_000);

let smtp: TestSmtp;
let api: Harness;
let eventId: Record<string, number>;

beforeAll(async () => {
  smtp = await startSmtp();
  api = await startHarness({
    mail: testMailConfig(smtp),
    publicUrl: "https://codefest.example.org",
    apiPublicUrl: "https://codefest.example.org",
  });
  eventId = await eventIdsBySlug(api);
});
afterAll(async () => {
  await api?.close();
  await smtp?.stop();
});

const setLanguage = (who: Participant, language: unknown) =>
  api.call<{ language: string | null }>("PUT", "profile/language/", { token: who.token, body: { language } });

describe("the language on the account (profile/language/)", () => {
  it("is null until chosen, keeps a choice, and forgets it with null", async () => {
    const who = await participant(api);
    expect(await api.call("GET", "profile/language/", { token: who.token })).toEqual({
      status: 200,
      body: { language: null },
    });
    expect(await setLanguage(who, "hi")).toEqual({ status: 200, body: { language: "hi" } });
    expect((await api.call("GET", "profile/language/", { token: who.token })).body).toEqual({ language: "hi" });
    expect(await setLanguage(who, null)).toEqual({ status: 200, body: { language: null } });
    expect((await api.call("GET", "profile/language/", { token: who.token })).body).toEqual({ language: null });
  });

  it("refuses a language the server does not have, and a missing one, with a field error, changing nothing", async () => {
    const who = await participant(api);
    await setLanguage(who, "hi");
    const refused = await setLanguage(who, "fr");
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body as object)).toEqual(["language"]);
    expect((await api.call("PUT", "profile/language/", { token: who.token, body: {} })).status).toBe(400);
    expect((await api.call("GET", "profile/language/", { token: who.token })).body).toEqual({ language: "hi" });
  });

  it("needs a session", async () => {
    expect((await api.call("GET", "profile/language/")).status).toBe(401);
  });
});

describe("mail in the recipient's language", () => {
  it("writes a team mail in Hindi to a creator who chose Hindi, and in English to one who did not", async () => {
    const [hindiLead, englishLead, mate, otherMate] = [
      await participant(api, { name: "Asha Verma" }),
      await participant(api, { name: "Ben Smith" }),
      await participant(api, { name: "Chitra Rao" }),
      await participant(api, { name: "Dev Kumar" }),
    ];
    await setLanguage(hindiLead, "hi");
    await setLanguage(englishLead, "en");
    const created = await api.call<Team>("POST", "teams/create/", {
      token: hindiLead.token,
      body: { event: eventId[teamEvent], team_name: "Ganga" },
    });
    const other = await api.call<Team>("POST", "teams/create/", {
      token: englishLead.token,
      body: { event: eventId[teamEvent], team_name: "Yamuna" },
    });
    // The joining member asks in English: the mail follows its recipient, not the request.
    await api.call("POST", "teams/join/", { token: mate.token, body: { access_code: created.body.access_code } });
    await api.call("POST", "teams/join/", {
      token: otherMate.token,
      body: { access_code: other.body.access_code },
    });

    const hindiMail = await smtp.waitFor(hindiLead.email);
    expect(hindiMail.subject).toContain("Chitra Rao आपकी टीम Ganga से जुड़े");
    expect(hindiMail.text).toContain("नमस्ते Asha Verma,");
    expect(hindiMail.text).toMatch(/टीम की खबरें ई-मेल से पाना बंद करें: https:\/\//);
    expect(hindiMail.html).toContain('<html lang="hi">');

    const englishMail = await smtp.waitFor(englishLead.email);
    expect(englishMail.subject).toContain("Dev Kumar joined your team Yamuna");
    expect(englishMail.text).toContain("Hello Ben Smith,");

    // The mail's unsubscribe page, opened by a browser that asks for English, is in its recipient's language.
    const token = /unsubscribe\/([^/\s]+)\//.exec(String(hindiMail.text))![1];
    const opened = await fetch(`${api.url}unsubscribe/${token}/`, { headers: { "Accept-Language": "en" } });
    const html = await opened.text();
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain("<h1>ये ई-मेल बंद करें?</h1>");
    expect(html).toContain("आपकी टीमों की खबरें");
    expect(html).toContain(">सदस्यता छोड़ें</button>");
    const done = await fetch(`${api.url}unsubscribe/${token}/`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(await done.text()).toContain("<h1>सदस्यता छोड़ दी गई</h1>");
  });
});

describe("the unsubscribe page of a link that is not valid", () => {
  it("follows the browser's language, and says it varies on it", async () => {
    const inHindi = await fetch(`${api.url}unsubscribe/7-team-${"x".repeat(32)}/`, {
      headers: { "Accept-Language": "hi-IN,hi;q=0.9" },
    });
    expect(inHindi.status).toBe(404);
    expect(inHindi.headers.get("vary")).toMatch(/Accept-Language/);
    expect(await inHindi.text()).toContain("<h1>लिंक मान्य नहीं है</h1>");
    const inEnglish = await fetch(`${api.url}unsubscribe/7-team-${"x".repeat(32)}/`);
    expect(await inEnglish.text()).toContain("<h1>Link not valid</h1>");
  });
});
