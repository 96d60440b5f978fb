import { FINDER_MESSAGES, MAX_PENDING_REQUESTS, type SentRequest } from "../../contract/finder";
import type { ServerEvent, Team } from "../../contract/teams";
import { sweepFinderEnds } from "../../server/src/services/housekeeping";
import { teamEventSlugs } from "../support/seedEvents";
import { festivalWithOrganiser } from "./support/festival";
import { age, finderCalls, listed, messageOf, people } from "./support/finder";
import type { Participant } from "./support/harness";

/** Published events of the seed, none in particular (test/support/seedEvents.ts). */
const [teamEvent, secondTeamEvent, thirdTeamEvent, fourthTeamEvent] = teamEventSlugs;

// Asking and answering (issue 39 item 3): what each side sees, the three ways an acceptance forms one team, what ends
// with it, declines and withdrawals, the limits and the 7 days, and an owner's silent block.

jest.setTimeout(120_000);

const festival = festivalWithOrganiser();
const calls = finderCalls(festival);

/** The caller's team for the event, as `events/` shows it to them. */
async function teamIn(who: Participant, slug: string) {
  const events = await festival.api.call<ServerEvent[]>("GET", "events/", { token: who.token });
  return events.body.find((event) => event.slug === slug)?.team ?? null;
}

const receivedBy = async (who: Participant) => (await calls.mine(who)).body.received;
const sentBy = async (who: Participant) => (await calls.mine(who)).body.sent;

describe("a request", () => {
  it("shows the owner the sender's name and chosen details only, and the sender what became of it", async () => {
    const [owner, sender] = await people(festival, "Owen Owner", "Sana Sender");
    await festival.api.call("PUT", "profile/handles/", { token: sender.token, body: { hackerrank: "sana_hr" } });
    const listing = await listed(festival, owner, teamEvent);
    const sent = await calls.ask(sender, listing.id, {
      message: "I do web and crypto",
      show: { country: true, handles: ["hackerrank", "codeforces"] },
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      listing: listing.id,
      event: teamEvent,
      status: "pending",
      message: "I do web and crypto",
      to: { name: "Owen Owner", team_name: null },
      answered_at: null,
    });
    expect(Date.parse(sent.body.expires_at) - Date.parse(sent.body.created_at)).toBe(7 * 86_400_000);
    const [received] = await receivedBy(owner);
    expect(received).toMatchObject({
      id: sent.body.id,
      status: "pending",
      options: ["new"],
      from: {
        name: "Sana Sender",
        institute: null,
        country: "IN",
        study_year: null,
        work_years: null,
        handles: { hackerrank: "sana_hr" },
        team_name: null,
      },
    });
    const seen = (await calls.browse(sender, teamEvent)).body.results.find((each) => each.id === listing.id);
    expect(seen?.requested).toBe(true);
    expect(messageOf(await calls.ask(sender, listing.id))).toBe(FINDER_MESSAGES.alreadyAsked);
    expect(messageOf(await calls.ask(owner, listing.id))).toBe(FINDER_MESSAGES.ownListing);
    expect((await calls.ask(sender, 999_999)).status).toBe(404);
  });

  it("declined: the sender sees it declined and it can no longer be accepted; withdrawn: it stops counting", async () => {
    const [owner, sender] = await people(festival, "Dee Decliner", "Sid Declined");
    const listing = await listed(festival, owner, secondTeamEvent);
    const sent = await calls.ask(sender, listing.id);
    const declined = await calls.decline(owner, sent.body.id);
    expect(declined.body).toMatchObject({ status: "declined", options: [] });
    expect((await sentBy(sender))[0]).toMatchObject({ id: sent.body.id, status: "declined" });
    expect(messageOf(await calls.accept(owner, sent.body.id, "new", "Too Late"))).toBe(FINDER_MESSAGES.requestEnded);
    expect((await calls.decline(sender, sent.body.id)).status).toBe(404);

    const [other] = await people(festival, "Wendy Withdraws");
    const another = await listed(festival, other, secondTeamEvent);
    const second = await calls.ask(sender, another.id);
    expect((await calls.withdraw(owner, second.body.id)).status).toBe(404);
    expect((await calls.withdraw(sender, second.body.id)).status).toBe(204);
    expect((await sentBy(sender))[0]).toMatchObject({ id: second.body.id, status: "withdrawn" });
    expect(await receivedBy(other)).toEqual([expect.objectContaining({ status: "withdrawn", options: [] })]);
  });
});

describe("acceptance forms one team", () => {
  it("new: neither has a team; the owner names it, both are in it and see each other's e-mail; other requests end", async () => {
    const [owner, sender, third, fourth] = await people(festival, "Nia New", "Ned New", "Third Party", "Fourth Party");
    const listing = await listed(festival, owner, thirdTeamEvent);
    const senderListing = await listed(festival, sender, thirdTeamEvent);
    const request = await calls.ask(sender, listing.id);
    const toSender = await calls.ask(third, senderListing.id);
    const fromOwner = await calls.ask(owner, (await listed(festival, fourth, thirdTeamEvent)).id);
    expect((await calls.accept(owner, request.body.id, "new")).body).toEqual({
      team_name: [FINDER_MESSAGES.teamNameNeeded],
    });
    const accepted = await calls.accept(owner, request.body.id, "new", "Found Each Other");
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ team: { name: "Found Each Other" }, request: { status: "accepted" } });
    const ownerTeam = await teamIn(owner, thirdTeamEvent);
    expect(ownerTeam).toMatchObject({ id: accepted.body.team.id, creator: true });
    // Each sees the other's e-mail (their own row carries none).
    expect(ownerTeam?.members).toEqual([
      { id: owner.userId, name: "Nia New" },
      { id: sender.userId, name: "Ned New", email: sender.email },
    ]);
    expect((await teamIn(sender, thirdTeamEvent))?.members).toEqual([
      { id: owner.userId, name: "Nia New", email: owner.email },
      { id: sender.userId, name: "Ned New" },
    ]);
    expect((await sentBy(sender))[0]).toMatchObject({ id: request.body.id, status: "accepted" });
    // Every other pending request of both in the event has ended, and both listings have.
    expect((await sentBy(third))[0]).toMatchObject({ id: toSender.body.id, status: "ended" });
    expect((await sentBy(owner))[0]).toMatchObject({ id: fromOwner.body.id, status: "ended" });
    const listings = [(await calls.mine(owner)).body.listings, (await calls.mine(sender)).body.listings].flat();
    expect(listings.map((each) => each.ended_reason)).toEqual(["joined_team", "joined_team"]);
    const { rows } = await festival.api.db.query(
      "SELECT ended_reason FROM finder_listings WHERE id = ANY($1::int[]) AND ended_at IS NOT NULL",
      [[listing.id, senderListing.id]],
    );
    expect(rows).toHaveLength(2);
  });

  it("mine: the sender joins the owner's listed team", async () => {
    const [lead, joiner] = await people(festival, "Mia Mine", "Jo Joiner");
    const team = await calls.createTeam(lead, festival.eventId[fourthTeamEvent], "Word Smiths");
    const listing = await calls.save(lead, fourthTeamEvent, { team: true, note: "Need a linguist" });
    const request = await calls.ask(joiner, listing.body.id);
    expect((await receivedBy(lead))[0].options).toEqual(["mine"]);
    expect(messageOf(await calls.accept(lead, request.body.id, "new", "Nope"))).toBe(FINDER_MESSAGES.optionUnavailable);
    const accepted = await calls.accept(lead, request.body.id, "mine");
    expect(accepted.body.team).toEqual({ id: team.body.id, name: "Word Smiths" });
    expect((await teamIn(joiner, fourthTeamEvent))?.members).toEqual([
      { id: lead.userId, name: "Mia Mine", email: lead.email },
      { id: joiner.userId, name: "Jo Joiner" },
    ]);
  });

  it("shows e-mails only between the two the finder put in one team, never to a member who came by access code", async () => {
    const [lead, joiner, coder] = await people(festival, "Em Lead", "Em Joiner", "Em Coder");
    const team = await calls.createTeam(lead, festival.eventId[secondTeamEvent], "Mail Pair");
    const listing = await calls.save(lead, secondTeamEvent, { team: true, note: "Room for one" });
    await calls.accept(lead, (await calls.ask(joiner, listing.body.id)).body.id, "mine");
    expect((await teamIn(lead, secondTeamEvent))?.members.map((member) => member.email)).toEqual([
      undefined,
      joiner.email,
    ]);
    const removed = await festival.api.call<Team>("POST", `teams/${team.body.id}/remove/`, {
      token: lead.token,
      body: { member: joiner.userId },
    });
    expect(removed.status).toBe(200);
    expect((await calls.join(coder, removed.body.access_code)).body.members).toEqual([
      { id: lead.userId, name: "Em Lead" },
      { id: coder.userId, name: "Em Coder" },
    ]);
    expect((await teamIn(lead, secondTeamEvent))?.members).toEqual([
      { id: lead.userId, name: "Em Lead" },
      { id: coder.userId, name: "Em Coder" },
    ]);
    // The one who left is in no team: nothing of the old team reaches them.
    expect(await teamIn(joiner, secondTeamEvent)).toBeNull();
  });

  it("theirs: the owner joins the sender's team, and a team the owner leaves behind (they alone in it) is deleted", async () => {
    const [owner, sender] = await people(festival, "Theo Theirs", "Sue Hasteam");
    await calls.createTeam(sender, festival.eventId[teamEvent], "Sue's Side");
    const listing = await listed(festival, owner, teamEvent);
    const request = await calls.ask(sender, listing.id);
    expect((await receivedBy(owner))[0]).toMatchObject({ options: ["theirs"], from: { team_name: "Sue's Side" } });
    expect((await calls.accept(owner, request.body.id, "theirs")).body.team.name).toBe("Sue's Side");
    expect((await teamIn(owner, teamEvent))?.members).toEqual([
      { id: sender.userId, name: "Sue Hasteam", email: sender.email },
      { id: owner.userId, name: "Theo Theirs" },
    ]);

    const [lead, inviter] = await people(festival, "Lea Leaves", "Ian Invites");
    const left = await calls.createTeam(lead, festival.eventId[secondTeamEvent], "Left Behind");
    const teamListing = await calls.save(lead, secondTeamEvent, { team: true, note: "x" });
    await calls.createTeam(inviter, festival.eventId[secondTeamEvent], "Come Over");
    const invite = await calls.ask(inviter, teamListing.body.id);
    expect((await receivedBy(lead))[0].options).toEqual(["theirs"]);
    expect((await calls.accept(lead, invite.body.id, "theirs")).status).toBe(200);
    expect((await teamIn(lead, secondTeamEvent))?.name).toBe("Come Over");
    const { rows } = await festival.api.db.query("SELECT id FROM teams WHERE id = $1", [left.body.id]);
    expect(rows).toEqual([]);
    expect((await calls.mine(lead)).body.listings[0]).toMatchObject({ ended_reason: "left_event" });
  });

  it("refuses a sender already in a full team, and a request whose sender has since filled a team", async () => {
    const [owner, full, mate, later, laterMate] = await people(
      festival,
      "Fay Full",
      "Fu Full",
      "Fu Mate",
      "Late Larry",
      "Late Mate",
    );
    const listing = await listed(festival, owner, thirdTeamEvent);
    const fullTeam = await calls.createTeam(full, festival.eventId[thirdTeamEvent], "Already Full");
    await calls.join(mate, fullTeam.body.access_code);
    expect(messageOf(await calls.ask(full, listing.id))).toBe(FINDER_MESSAGES.teamFull);
    const request = await calls.ask(later, listing.id);
    const laterTeam = await calls.createTeam(laterMate, festival.eventId[thirdTeamEvent], "Later Full");
    await calls.join(later, laterTeam.body.access_code);
    expect((await sentBy(later))[0]).toMatchObject({ id: request.body.id, status: "ended" });
    expect(messageOf(await calls.accept(owner, request.body.id, "theirs"))).toBe(FINDER_MESSAGES.requesterTeamed);
  });
});

describe("limits and time", () => {
  it(`keeps at most ${MAX_PENDING_REQUESTS} requests waiting per person and event`, async () => {
    const owners = await people(
      festival,
      ...Array.from({ length: MAX_PENDING_REQUESTS + 1 }, (_, i) => `Limit Owner ${i}`),
    );
    const [sender] = await people(festival, "Limit Sender");
    const listings = [];
    for (const owner of owners) listings.push(await listed(festival, owner, fourthTeamEvent));
    const sent: SentRequest[] = [];
    for (const listing of listings.slice(0, MAX_PENDING_REQUESTS)) {
      const reply = await calls.ask(sender, listing.id);
      expect(reply.status).toBe(201);
      sent.push(reply.body);
    }
    const over = await calls.ask(sender, listings[MAX_PENDING_REQUESTS].id);
    expect(over).toEqual({ status: 400, body: { detail: FINDER_MESSAGES.tooManyPending } });
    // Another event has its own count.
    expect((await calls.ask(sender, (await listed(festival, owners[0], teamEvent)).id)).status).toBe(201);
    // A request past its 7 days no longer counts, and no longer waits for either side.
    await age(festival, "finder_requests", sent[0].id, 7);
    expect((await sentBy(sender)).find((each) => each.id === sent[0].id)?.status).toBe("expired");
    expect(messageOf(await calls.accept(owners[0], sent[0].id, "new", "Too Old"))).toBe(FINDER_MESSAGES.requestEnded);
    expect((await calls.ask(sender, listings[MAX_PENDING_REQUESTS].id)).status).toBe(201);
    await sweepFinderEnds(festival.api.db);
    const { rows } = await festival.api.db.query("SELECT status FROM finder_requests WHERE id = $1", [sent[0].id]);
    expect(rows).toEqual([{ status: "expired" }]);
  });

  it("a request to a listing that has ended ends too", async () => {
    const [owner, sender] = await people(festival, "Gone Owner", "Gone Sender");
    const listing = await listed(festival, owner, secondTeamEvent);
    const request = await calls.ask(sender, listing.id);
    await calls.end(owner, secondTeamEvent);
    expect((await sentBy(sender))[0]).toMatchObject({ id: request.body.id, status: "ended" });
    expect(messageOf(await calls.ask(sender, listing.id))).toBe(FINDER_MESSAGES.listingEnded);
  });
});

describe("blocking a sender", () => {
  it("is silent: the sender's requests still answer 201, the owner never sees them, and nothing can answer them", async () => {
    const [owner, pest, fine] = await people(festival, "Bo Blocker", "Pat Pest", "Fin Fine");
    const listing = await listed(festival, owner, teamEvent);
    const first = await calls.ask(pest, listing.id);
    expect((await calls.block(fine, first.body.id)).status).toBe(404);
    expect((await calls.block(owner, first.body.id)).status).toBe(204);
    expect(await receivedBy(owner)).toEqual([]);
    expect((await sentBy(pest))[0]).toMatchObject({ id: first.body.id, status: "pending" });
    expect((await calls.accept(owner, first.body.id, "new", "Never")).status).toBe(404);
    expect((await calls.decline(owner, first.body.id)).status).toBe(404);

    await calls.withdraw(pest, first.body.id);
    const second = await calls.ask(pest, listing.id);
    expect(second.status).toBe(201);
    expect(second.body.status).toBe("pending");
    expect((await calls.ask(fine, listing.id)).status).toBe(201);
    expect((await receivedBy(owner)).map((request) => request.from.name)).toEqual(["Fin Fine"]);
    expect((await calls.block(owner, first.body.id)).status).toBe(204);
  });
});
