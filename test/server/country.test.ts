import { readFileSync } from "node:fs";
import { join } from "node:path";
import { MIGRATIONS_DIR } from "../../server/src/db/migrations";
import { COMPLETE_PROFILE } from "../support/completeProfile";
import { participant, startHarness, type Harness } from "./support/harness";

jest.setTimeout(60_000);

let api: Harness;
beforeAll(async () => {
  api = await startHarness();
});
afterAll(() => api.close());

describe("profile/ country", () => {
  it("takes a two-letter country code, as the original backend did", async () => {
    const who = await participant(api);
    const reply = await api.call("PUT", "profile/", { token: who.token, body: { ...COMPLETE_PROFILE, country: "GB" } });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ country: "GB" });
  });

  it.each(["India", "XX", "in"])("refuses %j with a field error and keeps the profile as it was", async (country) => {
    const who = await participant(api);
    const reply = await api.call("PUT", "profile/", { token: who.token, body: { ...COMPLETE_PROFILE, country } });
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body as object)).toEqual(["country"]);
    expect((await api.call("GET", "profile/", { token: who.token })).body).toMatchObject({
      country: COMPLETE_PROFILE.country,
    });
  });
});

describe("the step that turns stored country names into codes", () => {
  it("turns names it knows into codes and leaves the rest as typed", async () => {
    const stored: Record<string, string> = {
      India: "IN",
      "  united kingdom ": "GB",
      "Bosnia and Herzegovina": "BA",
      USA: "US",
      in: "IN",
      "": "",
      Atlantis: "Atlantis",
    };
    const ids: number[] = [];
    for (const country of Object.keys(stored)) {
      const who = await participant(api);
      await api.db.query("UPDATE users SET country = $2 WHERE id = $1", [who.userId, country]);
      ids.push(who.userId);
    }
    await api.db.exec(readFileSync(join(MIGRATIONS_DIR, "007.do.country_codes.sql"), "utf8"));
    const { rows } = await api.db.query<{ id: number; country: string }>(
      "SELECT id, country FROM users WHERE id = ANY($1::int[]) ORDER BY id",
      [ids],
    );
    expect(rows.map((row) => row.country)).toEqual(Object.values(stored));
  });
});
