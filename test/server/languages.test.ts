import { CONTENT_MESSAGES } from "../../contract/eventContent";
import { FINDER_MAX_SKILLS, FINDER_MESSAGES } from "../../contract/finder";
import { maxLengthMessage, MESSAGES } from "../../contract/messages";
import { RESULTS_MAX_RANK } from "../../contract/results";
import { RICH_TEXT_LIMITS } from "../../contract/richText";
import { RICH_TEXT_MESSAGES } from "../../contract/richTextParse";
import { negotiateLanguage } from "../../server/src/i18n/languages";
import hindi from "../../server/src/i18n/messages/hi.json";
import { CATALOGUE_KEYS, translated } from "../../server/src/i18n/translate";
import { LEADERBOARD_MESSAGES } from "../../server/src/services/leaderboard";
import { RESULTS_MESSAGES } from "../../server/src/services/results";
import { teamEvents } from "../support/seedEvents";
import { createEmulatorUser } from "./support/emulatorUsers";
import { emulatorHost, participant, startHarness, type Harness } from "./support/harness";

const [teamEvent] = teamEvents(1);

jest.setTimeout(60_000);

let api: Harness;
beforeAll(async () => {
  api = await startHarness();
});
afterAll(() => api.close());

/** A call with its answer's headers. */
async function ask(method: string, path: string, init: { token?: string; body?: unknown; language?: string } = {}) {
  const response = await fetch(api.url + path, {
    method,
    headers: {
      ...(init.token ? { Authorization: `Token ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(init.language === undefined ? {} : { "Accept-Language": init.language }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return {
    status: response.status,
    vary: response.headers.get("vary") ?? "",
    body: (await response.json()) as unknown,
  };
}

describe("negotiating the language (Accept-Language)", () => {
  it.each([
    [undefined, "en"],
    ["", "en"],
    ["*", "en"],
    ["fr-FR, de;q=0.8", "en"],
    ["hi", "hi"],
    ["hi-IN,hi;q=0.9,en;q=0.8", "hi"],
    ["en-GB,en;q=0.9,hi;q=0.5", "en"],
    ["fr, hi;q=0.4", "hi"],
    ["hi;q=0, en", "en"],
  ])("reads %j as %j", (header, language) => {
    expect(negotiateLanguage(header)).toBe(language);
  });
});

describe("the server's messages in the caller's language", () => {
  it("answers login/'s unknown account in Hindi, in the same form, saying the answer depends on the language", async () => {
    const user = await createEmulatorUser(emulatorHost());
    const reply = await ask("POST", "login/", {
      body: { id_token: user.idToken },
      language: "hi-IN,hi;q=0.9,en;q=0.5",
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ non_field_errors: [hindi.noSuchAccount] });
    expect(reply.vary).toMatch(/\bAccept-Language\b/);
  });

  it.each([[undefined], ["*"], ["fr"], ["en-US"]])("keeps the contract's English words for %j", async (language) => {
    const user = await createEmulatorUser(emulatorHost());
    const reply = await ask("POST", "login/", { body: { id_token: user.idToken }, language });
    expect(reply.body).toEqual({ non_field_errors: [MESSAGES.noSuchAccount] });
  });

  it("says a wrong access code, and a refused ID token, in Hindi", async () => {
    const who = await participant(api);
    const join = await ask("POST", "teams/join/", {
      token: who.token,
      body: { access_code: "ABCDEFGHJK" },
      language: "hi",
    });
    expect(join.status).toBe(400);
    expect(JSON.stringify(join.body)).toContain(hindi.invalidAccessCode);
    const login = await ask("POST", "login/", { body: { id_token: "not-a-token" }, language: "hi" });
    expect(login.body).toEqual({ id_token: [hindi.invalidIdToken] });
  });

  it("fills a message's number in (a field's length limit), by the language's rules", async () => {
    const who = await participant(api);
    const events = await ask("GET", "events/", { token: who.token });
    const teamEventId = (events.body as Array<{ id: number; slug: string }>).find(
      (event) => event.slug === teamEvent,
    )!.id;
    const english = await ask("POST", "teams/create/", {
      token: who.token,
      body: { event: teamEventId, team_name: "x".repeat(300) },
    });
    const limit = /(\d+)/.exec(JSON.stringify(english.body))![1];
    expect(english.body).toEqual({ team_name: [maxLengthMessage(Number(limit))] });
    const inHindi = await ask("POST", "teams/create/", {
      token: who.token,
      body: { event: teamEventId, team_name: "x".repeat(300) },
      language: "hi",
    });
    expect(inHindi.body).toEqual({ team_name: [`इस फ़ील्ड में ${limit} से अधिक अक्षर न हों।`] });
  });

  it("answers an unknown path and a missing token in Hindi", async () => {
    expect((await ask("GET", "no/such/path/", { language: "hi" })).body).toEqual({ detail: hindi.notFound });
    expect((await ask("GET", "profile/", { language: "hi" })).body).toEqual({ detail: hindi.noCredentials });
  });

  it("leaves a success answer that does not depend on the language as it is, without Vary on the language", async () => {
    const who = await participant(api);
    const english = await ask("GET", "profile/", { token: who.token });
    const inHindi = await ask("GET", "profile/", { token: who.token, language: "hi" });
    expect(inHindi.body).toEqual(english.body);
    expect(inHindi.vary).not.toMatch(/Accept-Language/);
  });
});

describe("the server's catalogues", () => {
  it("has a Hindi message for every message of the contract, and nothing else", () => {
    expect(Object.keys(hindi).sort()).toEqual([...CATALOGUE_KEYS].sort());
    expect(CATALOGUE_KEYS).toEqual(expect.arrayContaining(["noSuchAccount", "maxLength", "finder.listingEnded"]));
  });

  it("gives a message the number the English one wrote in", () => {
    expect(translated(FINDER_MESSAGES.tooManySkills, "hi")).toBe(`अधिक से अधिक ${FINDER_MAX_SKILLS} कौशल चुनें।`);
  });

  it("says a message quoting the caller's values in Hindi, the values as given, and English as it was", () => {
    expect(translated(FINDER_MESSAGES.unknownSkill("Cobol"), "hi")).toBe('"Cobol" साथी खोज में दिए गए कौशलों में से नहीं है।');
    expect(translated(FINDER_MESSAGES.unknownSkill("Cobol"), "en")).toBe(
      '"Cobol" is not one of the skills the finder offers.',
    );
    expect(translated(RESULTS_MESSAGES.csvTeam(4, 'AB "12"'), "hi")).toBe(
      'पंक्ति 4: किसी टीम का एक्सेस कोड या id "AB "12"" नहीं है।',
    );
    expect(translated(RESULTS_MESSAGES.csvRank(7), "hi")).toBe(
      `पंक्ति 7: rank 1 से ${RESULTS_MAX_RANK} तक की पूर्ण संख्या हो, या भाग लेने वाली टीम के लिए खाली।`,
    );
    expect(translated(RESULTS_MESSAGES.otherEvent(12), "hi")).toBe("टीम 12 किसी दूसरे इवेंट की टीम है।");
    // A list quoted: the file's header, each column in quotes, as the English gave it.
    expect(translated(LEADERBOARD_MESSAGES.noColumn("team", ["a", 'b, "c"']), "hi")).toBe(
      'फ़ाइल में "team" नाम का कोई कॉलम नहीं है: उसकी पहली पंक्ति के नाम "a", "b, "c"" हैं।',
    );
    expect(translated(LEADERBOARD_MESSAGES.noColumn("team", ["a", "b"]), "en")).toBe(
      'The file has no column named "team": its first row names "a", "b".',
    );
    // The rich-text parser's problems (contract/richTextParse.ts): the address or the lengths quoted, the limits given.
    expect(translated(RICH_TEXT_MESSAGES.linkRefused("ftp://x.example"), "hi")).toBe(
      '"ftp://x.example" का लिंक नहीं रखा गया: लिंक केवल https:, mailto: या tel: पतों पर जा सकते हैं।',
    );
    expect(translated(RICH_TEXT_MESSAGES.tooLong(10000, 10004), "hi")).toBe(
      "टेक्स्ट बहुत लंबा है: अधिकतम 10000 अक्षर (इसमें 10004 हैं)।",
    );
    expect(translated(RICH_TEXT_MESSAGES.tooManyItems, "hi")).toBe(`एक सूची में अधिकतम ${RICH_TEXT_LIMITS.items} आइटम।`);
    expect(translated(CONTENT_MESSAGES.englishRequired, "hi")).toBe("अंग्रेज़ी संस्करण ज़रूरी है।");
    // A text that only looks like a message stays as it is.
    expect(translated("Team 12 is a team of another event. Really.", "hi")).toBe(
      "Team 12 is a team of another event. Really.",
    );
  });
});
