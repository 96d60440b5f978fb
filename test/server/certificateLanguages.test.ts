import { MESSAGES } from "../../contract/messages";
import hindi from "../../server/src/i18n/messages/hi.json";
import { ORGANISER_MESSAGES } from "../../server/src/services/organisers";
import { RESULTS_MESSAGES } from "../../server/src/services/results";
import { ALREADY_REVOKED } from "../../server/src/services/resultsAdmin";
import { seededName, teamEvents } from "../support/seedEvents";
import { organiser } from "./support/admin";
import { eventIdsBySlug, type Harness, participant, type Participant, startHarness } from "./support/harness";
import { seedTeams } from "./support/seedTeams";

const [teamEvent] = teamEvents(1);

// The verification of a certificate and the console's refusals in the caller's language (issue 42 item 5): the
// reasons the server wrote for a revocation in Hindi for a Hindi reader, English for anyone else, with
// `Vary: Accept-Language`; names and an organiser's own words as they are.

jest.setTimeout(60_000);

let api: Harness;
let boss: Participant;
let holder: Participant;
/** Certificates of an event's published results: a correction's, a registration-time one's, an organiser's. */
let ids: { corrected: string; early: string; disqualified: string; valid: string };

beforeAll(async () => {
  api = await startHarness();
  boss = await organiser(api);
  const events = await eventIdsBySlug(api);
  const [first, second] = await seedTeams(api.db, events[teamEvent], "lang", 2);
  holder = await participant(api, { name: "Hema Holder" });
  const own = await api.call<{ id: number }>("POST", "teams/create/", {
    token: holder.token,
    body: { event: events[teamEvent], team_name: "Holders" },
  });
  const saved = await api.call("PUT", `admin/events/${events[teamEvent]}/results/`, {
    token: boss.token,
    body: { ranking: [{ team: first.id, rank: 1 }], participated: [second.id, own.body.id] },
  });
  expect(saved.status).toBe(200);
  await api.call("POST", `admin/events/${events[teamEvent]}/results/publish/`, { token: boss.token });
  const { rows } = await api.db.query<{ id: string }>(
    "SELECT id FROM certificates WHERE event_id = $1 ORDER BY kind, user_id",
    [events[teamEvent]],
  );
  expect(rows.length).toBeGreaterThanOrEqual(4);
  const [corrected, early, disqualified, valid] = rows.map((row) => row.id);
  ids = { corrected, early, disqualified, valid };
  await api.db.query(
    "UPDATE certificates SET revoked_at = now(), revoked_reason = $2 WHERE user_id = $1 AND kind = 'participation'",
    [holder.userId, RESULTS_MESSAGES.correctedReason("2026-11-21")],
  );
  // The reasons the server writes: an amendment's publication (services/results.ts), migration 006.
  await api.db.query("UPDATE certificates SET revoked_at = now(), revoked_reason = $2 WHERE id = $1", [
    corrected,
    RESULTS_MESSAGES.correctedReason("2026-11-20"),
  ]);
  await api.db.query(
    "UPDATE certificates SET revoked_at = now(), revoked_reason = 'issued before results' WHERE id = $1",
    [early],
  );
  const revoked = await api.call("DELETE", `admin/certificates/${disqualified}/?reason=Disqualified`, {
    token: boss.token,
  });
  expect(revoked.status).toBe(204);
});
afterAll(() => api.close());

async function ask(path: string, language?: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const response = await fetch(api.url + path, {
    method: init.method ?? "GET",
    headers: {
      ...(language === undefined ? {} : { "Accept-Language": language }),
      ...(init.token ? { Authorization: `Token ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    vary: response.headers.get("vary") ?? "",
    body: (text ? JSON.parse(text) : null) as Record<string, unknown>,
  };
}

describe("a certificate's verification in the reader's language", () => {
  it("gives the reasons the server wrote in Hindi to a Hindi reader, saying the answer depends on the language", async () => {
    const corrected = await ask(`certificates/${ids.corrected}/`, "hi-IN,hi;q=0.9,en;q=0.5");
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({
      event: seededName(teamEvent),
      revoked_reason: "परिणामों में 2026-11-20 को सुधार हुआ।",
    });
    expect(corrected.vary).toMatch(/\bAccept-Language\b/);
    expect((await ask(`certificates/${ids.early}/`, "hi")).body.revoked_reason).toBe("परिणामों से पहले जारी हुआ");
  });

  it.each([[undefined], ["*"], ["fr-FR"], ["en"]])("keeps the stored English reasons for %j", async (language) => {
    const corrected = await ask(`certificates/${ids.corrected}/`, language);
    expect(corrected.body.revoked_reason).toBe("Results corrected on 2026-11-20.");
    expect(corrected.vary).toMatch(/\bAccept-Language\b/);
    expect((await ask(`certificates/${ids.early}/`, language)).body.revoked_reason).toBe("issued before results");
  });

  it("leaves an organiser's own reason, a valid certificate and the names as they are", async () => {
    const english = await ask(`certificates/${ids.disqualified}/`);
    const inHindi = await ask(`certificates/${ids.disqualified}/`, "hi");
    expect(inHindi.body).toEqual(english.body);
    expect(inHindi.body.revoked_reason).toBe("Disqualified");
    const valid = await ask(`certificates/${ids.valid}/`, "hi");
    expect(valid.body).toEqual((await ask(`certificates/${ids.valid}/`)).body);
    expect(valid.body).toMatchObject({ revoked_at: null, revoked_reason: null });
  });

  it("gives the holder's own list in their language too", async () => {
    const inHindi = await ask("certificates/", "hi", { token: holder.token });
    expect(inHindi.body).toEqual([
      expect.objectContaining({ name: "Hema Holder", revoked_reason: "परिणामों में 2026-11-21 को सुधार हुआ।" }),
    ]);
    expect(inHindi.vary).toMatch(/\bAccept-Language\b/);
    const english = await ask("certificates/", undefined, { token: holder.token });
    expect(english.body).toEqual([expect.objectContaining({ revoked_reason: "Results corrected on 2026-11-21." })]);
  });

  it("says an unknown certificate in Hindi", async () => {
    const unknown = await ask("certificates/AAAAAAAAAAAAAAAAAAAAAA/", "hi");
    expect(unknown).toMatchObject({ status: 404, body: { detail: hindi.notFound } });
    expect((await ask("certificates/AAAAAAAAAAAAAAAAAAAAAA/")).body).toEqual({ detail: MESSAGES.notFound });
  });
});

describe("the console's refusals in the organiser's language", () => {
  it("refuses revoking a revoked certificate in Hindi, and in the same English words as before", async () => {
    const path = `admin/certificates/${ids.disqualified}/?reason=Again`;
    const inHindi = await ask(path, "hi", { method: "DELETE", token: boss.token });
    expect(inHindi.status).toBe(400);
    expect(JSON.stringify(inHindi.body)).toContain(hindi["console.alreadyRevoked"]);
    expect(inHindi.vary).toMatch(/\bAccept-Language\b/);
    const english = await ask(path, "*", { method: "DELETE", token: boss.token });
    expect(JSON.stringify(english.body)).toContain(ALREADY_REVOKED);
  });

  it("says an unknown organiser's e-mail in Hindi, English when no language is asked for", async () => {
    const body = { email: "nobody-here@example.com" };
    const inHindi = await ask("admin/organisers/", "hi", { method: "POST", token: boss.token, body });
    expect(inHindi.body).toEqual({ email: [hindi["organisers.unknownEmail"]] });
    const english = await ask("admin/organisers/", undefined, { method: "POST", token: boss.token, body });
    expect(english.body).toEqual({ email: [ORGANISER_MESSAGES.unknownEmail] });
  });
});
