import { expect, test } from "./support/fixtures";
import { E2E_API_BASE_URL, readyParticipant } from "./support/stack";

test.describe("the browser tests' stack", () => {
  test("serves the seven events and lets a ready participant create a team", async () => {
    const events = (await (await fetch(`${E2E_API_BASE_URL}events/`)).json()) as Array<{ id: number; slug: string }>;
    expect(events.map((event) => event.slug)).toEqual([
      "ctf",
      "enigma",
      "linguipedia",
      "vista",
      "mathmania",
      "manthan",
      "perplexed",
    ]);
    const me = await readyParticipant();
    const created = await fetch(`${E2E_API_BASE_URL}teams/create/`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Token ${me.token}` },
      body: JSON.stringify({ event: events[0].id, team_name: `Stack check ${me.userId}` }),
    });
    expect(created.status).toBe(200);
    expect(await created.json()).toMatchObject({
      creator: true,
      members: [{ id: me.userId, name: "Test Participant" }],
    });
  });
});
