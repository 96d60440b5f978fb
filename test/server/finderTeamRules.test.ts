import { FINDER_MESSAGES } from "../../contract/finder";
import { MESSAGES } from "../../contract/messages";
import { teamEventSlugs } from "../support/seedEvents";
import { festivalWithOrganiser, teamOf } from "./support/festival";
import { finderCalls, listed, messageOf, people } from "./support/finder";
import { participant, type Participant } from "./support/harness";

// An acceptance forms a team under every team rule (issue 39 item 3), the event's state included: once the event's
// results are published its teams are final, and while its registration is closed no team is formed. Either way the
// owner gets a 400 saying why, and neither person is in a team afterwards. (Both states also end the listing, and
// with it the request: the answer may say so instead of naming the state.)

/** The refusals an acceptance may meet when the event's state forbids it. */
const REFUSALS: string[] = [MESSAGES.teamsFinal, MESSAGES.registrationClosed, FINDER_MESSAGES.requestEnded];

jest.setTimeout(120_000);

const [publishedEvent, closedEvent] = teamEventSlugs;
const festival = festivalWithOrganiser();
const calls = finderCalls(festival);

/** The caller's team in the event, as `events/` shows it to them (null: none). */
async function teamIn(who: Participant, slug: string) {
  const events = await festival.api.call<Array<{ slug: string; team: unknown }>>("GET", "events/", {
    token: who.token,
  });
  return events.body.find((event) => event.slug === slug)?.team ?? null;
}

/** A pending request from `sender` to `owner`'s listing in `slug`: its id. */
async function pendingRequest(slug: string, owner: Participant, sender: Participant) {
  const listing = await listed(festival, owner, slug);
  const sent = await calls.ask(sender, listing.id);
  expect(sent.status).toBe(201);
  return sent.body.id;
}

describe("an acceptance and the event's state", () => {
  it("is refused once the event's results are published: its teams are final", async () => {
    const [owner, sender] = await people(festival, "Pia Published", "Sam Published");
    const request = await pendingRequest(publishedEvent, owner, sender);
    const ranked = await teamOf(festival, publishedEvent, ["Rana Ranked"], "Ranked Team");
    const id = festival.eventId[publishedEvent];
    const boss = { token: festival.boss.token };
    const saved = await festival.api.call("PUT", `admin/events/${id}/results/`, {
      ...boss,
      body: { ranking: [{ team: ranked.id, rank: 1 }], participated: [] },
    });
    expect(saved.status).toBe(200);
    expect((await festival.api.call("POST", `admin/events/${id}/results/publish/`, boss)).status).toBe(200);

    const accepted = await calls.accept(owner, request, "new", "Too Late");
    expect(accepted.status).toBe(400);
    expect(REFUSALS).toContain(messageOf(accepted));
    expect(await teamIn(owner, publishedEvent)).toBeNull();
    expect(await teamIn(sender, publishedEvent)).toBeNull();
  });

  it("is refused while the event's registration is closed, and neither person is put in a team", async () => {
    const [owner, sender] = await people(festival, "Cora Closed", "Cai Closed");
    const request = await pendingRequest(closedEvent, owner, sender);
    const registration = (on: boolean) =>
      festival.api.call("PATCH", `admin/events/${festival.eventId[closedEvent]}/`, {
        token: festival.boss.token,
        body: { is_registration_on: on },
      });
    expect((await registration(false)).status).toBe(200);
    try {
      const accepted = await calls.accept(owner, request, "new", "Closed Doors");
      expect(accepted.status).toBe(400);
      expect(REFUSALS).toContain(messageOf(accepted));
      expect(await teamIn(owner, closedEvent)).toBeNull();
      expect(await teamIn(sender, closedEvent)).toBeNull();
    } finally {
      await registration(true);
    }
  });
});

describe("who may use the finder", () => {
  it("is held to the team calls' rules: a participant without a complete profile or a verified e-mail can neither list, browse nor ask", async () => {
    const [owner] = await people(festival, "Olga Open");
    const listing = await listed(festival, owner, closedEvent);
    const incomplete = await participant(festival.api, { verified: true, complete: false });
    const unverified = await participant(festival.api, { verified: false, complete: true });
    for (const who of [incomplete, unverified]) {
      const refusals = [
        await calls.save(who, closedEvent, { note: "me too" }),
        await calls.browse(who, closedEvent),
        await calls.ask(who, listing.id),
      ];
      expect(refusals.map((reply) => reply.status)).toEqual([403, 403, 403]);
    }
    expect((await calls.mine(owner)).body.received).toEqual([]);
  });
});
