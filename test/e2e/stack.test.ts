import { seededSlugs } from "../support/seedEvents";
import { expect, test } from "./support/fixtures";
import { E2E_API_BASE_URL, readyParticipant } from "./support/stack";

// A stack of its own (docs/testing.md, "A browser test that changes shared state"): the files that ran before on the
// same worker made teams; this file must see none.
test.use({ ownStack: "stack.test.ts" });

test.describe("the browser tests' stack", () => {
  test("is a fresh one for a file that asks for its own: no team yet", async ({ organiser }) => {
    const reply = await fetch(`${E2E_API_BASE_URL}admin/teams/`, {
      headers: { Authorization: `Token ${organiser.token}` },
    });
    expect(reply.status).toBe(200);
    expect(((await reply.json()) as { count: number }).count).toBe(0);
  });

  test("serves the seeded events and lets a ready participant create a team", async () => {
    const events = (await (await fetch(`${E2E_API_BASE_URL}events/`)).json()) as Array<{ id: number; slug: string }>;
    expect(events.map((event) => event.slug)).toEqual(seededSlugs);
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
