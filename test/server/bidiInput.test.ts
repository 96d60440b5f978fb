import { migrate } from "../../server/src/db/migrations";
import { openDb } from "../../server/src/db/open";
import { COMPLETE_PROFILE } from "../support/completeProfile";
import { teamEvents } from "../support/seedEvents";
import { createEmulatorUser } from "./support/emulatorUsers";
import { emulatorHost, eventIdsBySlug, participant, startHarness, type Harness } from "./support/harness";

const [teamEvent] = teamEvents(1);

jest.setTimeout(60_000);

let api: Harness;
beforeAll(async () => {
  api = await startHarness();
});
afterAll(() => api.close());

// RLO ... PDF around "gnp.exe", LRE, RLE, LRO, then the isolates LRI, RLI, FSI, PDI.
const SPOOFED = "Asha \u202Egnp.exe\u202C \u202A\u202B\u202D\u2066\u2067\u2068Verma\u2069";
const HINDI = "\u0905\u0928\u093f\u0930\u0941\u0926\u094d\u0927"; // अनिरुद्ध: a conjunct and vowel signs
const MALAYALAM_ZWJ = "\u0d28\u0d7d\u0d15\u0d4d\u200d"; // with a zero-width joiner
const PERSIAN_ZWNJ = "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645";

describe("bidirectional controls in user-written text", () => {
  it("are removed from profile fields, joiners and the scripts' marks kept", async () => {
    const who = await participant(api);
    const reply = await api.call<Record<string, unknown>>("PUT", "profile/", {
      token: who.token,
      body: {
        ...COMPLETE_PROFILE,
        name: `${SPOOFED} ${HINDI}`,
        institute_name: `\u202E${MALAYALAM_ZWJ} ${PERSIAN_ZWNJ}\u202C`,
        degree: "\u2067B.Tech\u2069",
        branch: "CS\u200e",
      },
    });
    expect(reply.status).toBe(200);
    const expected = {
      name: `Asha gnp.exe Verma ${HINDI}`,
      institute_name: `${MALAYALAM_ZWJ} ${PERSIAN_ZWNJ}`,
      degree: "B.Tech",
      branch: "CS\u200e",
    };
    expect(reply.body).toMatchObject(expected);
    expect((await api.call("GET", "profile/", { token: who.token })).body).toMatchObject(expected);
  });

  it("are removed from team names and the names given at registration", async () => {
    const who = await participant(api);
    const ids = await eventIdsBySlug(api);
    const team = await api.call<{ name: string }>("POST", "teams/create/", {
      token: who.token,
      body: { event: ids[teamEvent], team_name: "\u202Enoiger\u202C Team" },
    });
    expect(team.status).toBe(200);
    expect(team.body.name).toBe("noiger Team");

    const user = await createEmulatorUser(emulatorHost());
    const registered = await api.call<{ token: string }>("POST", "register/", {
      body: { id_token: user.idToken, first_name: "\u202ERavi", last_name: "Kumar\u2066", applied_referral_code: "" },
    });
    expect(registered.status).toBe(200);
    const profile = await api.call<{ name: string }>("GET", "profile/", { token: registered.body.token });
    expect(profile.body.name).toBe("Ravi Kumar");
  });

  it("are removed from names stored before, by migration 12", async () => {
    const db = await openDb({ databaseUrl: undefined });
    try {
      await migrate(db, 11);
      await db.query("INSERT INTO users (uid, name, institute_name, referral_code) VALUES ('u1', $1, $2, 'CODE0001')", [
        SPOOFED,
        `\u202B${HINDI}\u202C`,
      ]);
      await migrate(db);
      const { rows } = await db.query<{ name: string; institute_name: string }>(
        "SELECT name, institute_name FROM users WHERE uid = 'u1'",
      );
      expect(rows).toEqual([{ name: "Asha gnp.exe Verma", institute_name: HINDI }]);
    } finally {
      await db.close();
    }
  });
});
