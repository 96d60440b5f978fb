import { FINDER_MESSAGES } from "../../contract/finder";
import { MESSAGES } from "../../contract/messages";
import { sweepFinderEnds } from "../../server/src/services/housekeeping";
import { soloEvents, teamEvents } from "../support/seedEvents";
import { festivalWithOrganiser } from "./support/festival";
import { age, finderCalls, listed, messageOf, people } from "./support/finder";
import { participant } from "./support/harness";

const [teamEvent, secondTeamEvent, thirdTeamEvent, fourthTeamEvent] = teamEvents(4);
const [soloEvent] = soloEvents(1);

// The teammate finder's listings (issue 39 items 1 and 2): who may list, what a listing shows, browsing with its
// filters and pages, and every way a listing ends.

jest.setTimeout(120_000);

const festival = festivalWithOrganiser();
const calls = finderCalls(festival);

const idsOf = (page: { results: Array<{ id: number }> }) => page.results.map((listing) => listing.id);

describe("listing oneself or one's team", () => {
  it("lists a person with a note, skills and only the details they chose; saving again changes and renews it", async () => {
    const [asha, viewer] = await people(festival, "Asha Listed", "Vik Viewer");
    await festival.api.call("PUT", "profile/handles/", {
      token: asha.token,
      body: { codeforces: "asha_cf", codechef: "asha_cc" },
    });
    const saved = await calls.save(asha, teamEvent, {
      note: "Crypto and reversing, want a web person",
      skills: ["cryptography", "reverse-engineering", "cryptography"],
      skills_other: "Ghidra",
      show: { institute: true, handles: ["codeforces"] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      kind: "person",
      event: teamEvent,
      team: null,
      skills: ["cryptography", "reverse-engineering"],
      active: true,
      ended_reason: null,
      owner: {
        name: "Asha Listed",
        institute: "Example Institute of Technology",
        country: null,
        study_year: null,
        work_years: null,
        handles: { codeforces: "asha_cf" },
      },
    });
    const page = await calls.browse(viewer, teamEvent);
    const seen = page.body.results.find((listing) => listing.id === saved.body.id);
    expect(seen).toMatchObject({ mine: false, requested: false, note: "Crypto and reversing, want a web person" });
    expect(seen?.owner).toEqual(saved.body.owner);

    await festival.api.db.query("UPDATE finder_listings SET expires_at = now() + interval '1 day' WHERE id = $1", [
      saved.body.id,
    ]);
    const again = await calls.save(asha, teamEvent, {
      note: "Still looking",
      show: { country: true, study_year: true },
    });
    expect(again.body).toMatchObject({ id: saved.body.id, note: "Still looking", skills: [] });
    expect(again.body.owner).toMatchObject({ institute: null, country: "IN", study_year: 2, handles: {} });
    expect(Date.parse(again.body.expires_at) - Date.now()).toBeGreaterThan(13.9 * 86_400_000);
  });

  it("shows a working professional's years of work experience, not a year of study", async () => {
    const [pro] = await people(festival, "Pia Professional");
    await festival.api.call("PUT", "profile/", {
      token: pro.token,
      body: {
        ...(await festival.api.call<Record<string, unknown>>("GET", "profile/", { token: pro.token })).body,
        institute_type: 2,
        study_year: 6,
      },
    });
    const listing = await listed(festival, pro, secondTeamEvent, { show: { study_year: true } });
    expect(listing.owner).toMatchObject({ study_year: null, work_years: 6 });
  });

  it("lists a team with a free place by its creator only, and refuses what cannot be listed", async () => {
    const [lead, mate, loner] = await people(festival, "Tara Lead", "Mo Mate", "Lone Wolf");
    const team = await calls.createTeam(lead, festival.eventId[fourthTeamEvent], "Pixel Pushers");
    const listing = await calls.save(lead, fourthTeamEvent, { team: true, note: "One place left" });
    expect(listing.body).toMatchObject({ kind: "team", team: { name: "Pixel Pushers", places_left: 1 } });
    expect((await calls.save(lead, fourthTeamEvent, { team: false, note: "me alone" })).status).toBe(400);
    expect((await calls.save(loner, fourthTeamEvent, { team: true, note: "x" })).body).toEqual({
      detail: FINDER_MESSAGES.noTeamToList,
    });
    expect((await calls.save(loner, soloEvent, { note: "x" })).body).toEqual({
      detail: FINDER_MESSAGES.notTeamEvent,
    });
    expect((await calls.save(loner, "no-such-event", { note: "x" })).status).toBe(404);
    await calls.join(mate, team.body.access_code);
    expect((await calls.save(mate, fourthTeamEvent, { note: "x" })).body).toEqual({ detail: FINDER_MESSAGES.teamFull });
    const tooMany = await calls.save(loner, fourthTeamEvent, {
      note: "x".repeat(281),
      skills: ["python", "java", "cpp", "web", "linux", "nlp"],
    });
    expect(tooMany.status).toBe(400);
    expect(Object.keys(tooMany.body as object).sort()).toEqual(["note", "skills"]);
    const unknown = await calls.save(loner, fourthTeamEvent, {
      note: "x",
      skills: ["knitting"],
      show: { handles: ["myspace"] },
    });
    expect(unknown.body).toEqual({
      skills: [FINDER_MESSAGES.unknownSkill("knitting")],
      show: [FINDER_MESSAGES.unknownHandle("myspace")],
    });
  });

  it("is for signed-in participants with a complete profile and a verified e-mail", async () => {
    const unverified = await participant(festival.api, { verified: false, complete: true });
    expect((await calls.save(unverified, teamEvent, { note: "x" })).status).toBe(403);
    expect((await calls.browse(unverified, teamEvent)).body).toEqual({ detail: MESSAGES.profileIncomplete });
    expect((await festival.api.call("GET", `finder/${teamEvent}/`)).status).toBe(401);
    expect((await festival.api.call("GET", "finder/")).status).toBe(401);
  });
});

describe("browsing", () => {
  it("pages newest first and filters by skill, institute, country and team, matching only what a listing shows", async () => {
    const [a, b, c, viewer] = await people(festival, "Filter A", "Filter B", "Filter C", "Filter Viewer");
    await festival.api.call("PUT", "profile/", {
      token: c.token,
      body: {
        ...(await festival.api.call<Record<string, unknown>>("GET", "profile/", { token: c.token })).body,
        institute_name: "Hidden Valley College",
        country: "NP",
      },
    });
    const first = await listed(festival, a, thirdTeamEvent, {
      skills: ["nlp"],
      show: { institute: true, country: true },
    });
    const second = await listed(festival, b, thirdTeamEvent, { skills: ["nlp", "python"], show: {} });
    const third = await listed(festival, c, thirdTeamEvent, { skills: ["linguistics"], show: { country: true } });
    const all = await calls.browse(viewer, thirdTeamEvent);
    expect(idsOf(all.body).slice(0, 3)).toEqual([third.id, second.id, first.id]);
    expect(idsOf((await calls.browse(viewer, thirdTeamEvent, "skill=nlp")).body)).toEqual([second.id, first.id]);
    // b's institute is the same as a's, but b does not show it: the filter cannot reveal it.
    expect(idsOf((await calls.browse(viewer, thirdTeamEvent, "institute=example%20institute")).body)).toEqual([
      first.id,
    ]);
    // c hides the institute "Hidden Valley": a search for it finds nothing.
    expect((await calls.browse(viewer, thirdTeamEvent, "institute=valley")).body.count).toBe(0);
    expect(idsOf((await calls.browse(viewer, thirdTeamEvent, "country=np")).body)).toEqual([third.id]);
    expect(idsOf((await calls.browse(viewer, thirdTeamEvent, "country=IN")).body)).toEqual([first.id]);
    expect((await calls.browse(viewer, thirdTeamEvent, "has_team=yes")).body.count).toBe(0);
    expect((await calls.browse(viewer, thirdTeamEvent, "has_team=no")).body.count).toBe(all.body.count);
    expect((await calls.browse(viewer, thirdTeamEvent, "skill=knitting")).body).toEqual({
      skill: [FINDER_MESSAGES.unknownSkill("knitting")],
    });
    expect((await calls.browse(viewer, thirdTeamEvent, "country=Narnia")).status).toBe(400);
    expect((await calls.browse(viewer, thirdTeamEvent, "has_team=maybe")).status).toBe(400);
    expect((await calls.browse(viewer, thirdTeamEvent, "page=99")).body).toEqual({ detail: "Invalid page." });
  });

  it("pages 20 listings at a time with next and previous links keeping the filters", async () => {
    const listers = await people(festival, ...Array.from({ length: 22 }, (_, index) => `Pager ${index + 1}`));
    for (const who of listers) await listed(festival, who, secondTeamEvent, { skills: ["statistics"] });
    const [viewer] = await people(festival, "Pager Viewer");
    const first = await calls.browse(viewer, secondTeamEvent, "skill=statistics");
    expect(first.body).toMatchObject({
      count: 22,
      previous: null,
      next: `finder/${secondTeamEvent}/?skill=statistics&page=2`,
    });
    expect(first.body.results).toHaveLength(20);
    const second = await calls.browse(viewer, secondTeamEvent, "skill=statistics&page=2");
    expect(second.body).toMatchObject({
      count: 22,
      next: null,
      previous: `finder/${secondTeamEvent}/?skill=statistics`,
    });
    expect(new Set([...idsOf(first.body), ...idsOf(second.body)]).size).toBe(22);
  });
});

describe("a listing ends by itself", () => {
  it("after 14 days unless renewed: not shown, its owner sees it expired, the sweep writes it down", async () => {
    const [owner, viewer] = await people(festival, "Old Listing", "Expiry Viewer");
    const listing = await listed(festival, owner, teamEvent);
    await age(festival, "finder_listings", listing.id, 13);
    expect(idsOf((await calls.browse(viewer, teamEvent)).body)).toContain(listing.id);
    await age(festival, "finder_listings", listing.id, 2);
    expect(idsOf((await calls.browse(viewer, teamEvent)).body)).not.toContain(listing.id);
    const mine = (await calls.mine(owner)).body.listings.find((each) => each.id === listing.id);
    expect(mine).toMatchObject({ active: false, ended_reason: "expired" });
    // Saving renews it, as long as the sweep has not written it down.
    const renewed = await calls.save(owner, teamEvent, { note: "Renewed" });
    expect(renewed.body).toMatchObject({ id: listing.id, active: true });
    await age(festival, "finder_listings", listing.id, 15);
    await sweepFinderEnds(festival.api.db);
    const { rows } = await festival.api.db.query("SELECT ended_reason FROM finder_listings WHERE id = $1", [
      listing.id,
    ]);
    expect(rows).toEqual([{ ended_reason: "expired" }]);
    const fresh = await calls.save(owner, teamEvent, { note: "A new one" });
    expect(fresh.body.id).not.toBe(listing.id);
  });

  it("when the team fills, when its owner leaves the event, when the person joins a team, or by its owner", async () => {
    const [lead, joiner, solo, other, viewer] = await people(
      festival,
      "End Lead",
      "End Joiner",
      "End Solo",
      "End Other",
      "End Viewer",
    );
    const team = await calls.createTeam(lead, festival.eventId[secondTeamEvent], "Soon Full");
    const teamListing = await calls.save(lead, secondTeamEvent, { team: true, note: "one place" });
    await calls.join(joiner, team.body.access_code);
    expect(idsOf((await calls.browse(viewer, secondTeamEvent, "has_team=yes")).body)).not.toContain(
      teamListing.body.id,
    );
    expect((await calls.mine(lead)).body.listings[0]).toMatchObject({ ended_reason: "team_full", active: false });
    // Written down by the join itself, and ended for good: a free place again does not bring it back.
    const { rows } = await festival.api.db.query("SELECT ended_reason FROM finder_listings WHERE id = $1", [
      teamListing.body.id,
    ]);
    expect(rows).toEqual([{ ended_reason: "team_full" }]);
    await festival.api.call("DELETE", `teams/${team.body.id}/`, { token: joiner.token });
    expect(idsOf((await calls.browse(viewer, secondTeamEvent, "has_team=yes")).body)).not.toContain(
      teamListing.body.id,
    );

    const soloListing = await listed(festival, solo, fourthTeamEvent);
    const otherTeam = await calls.createTeam(other, festival.eventId[fourthTeamEvent], "Solo Joins");
    await calls.join(solo, otherTeam.body.access_code);
    expect((await calls.mine(solo)).body.listings[0]).toMatchObject({
      id: soloListing.id,
      ended_reason: "joined_team",
    });

    const leaving = await calls.createTeam(viewer, festival.eventId[teamEvent], "Leaving Soon");
    const leavingListing = await calls.save(viewer, teamEvent, { team: true, note: "x" });
    expect((await festival.api.call("DELETE", `teams/${leaving.body.id}/`, { token: viewer.token })).status).toBe(204);
    expect((await calls.mine(viewer)).body.listings.find((l) => l.id === leavingListing.body.id)).toMatchObject({
      ended_reason: "left_event",
    });

    const [quitter] = await people(festival, "Quitter");
    const quit = await listed(festival, quitter, teamEvent);
    expect((await calls.end(quitter, teamEvent)).status).toBe(204);
    expect((await calls.mine(quitter)).body.listings[0]).toMatchObject({ id: quit.id, ended_reason: "owner" });
    expect((await calls.end(quitter, teamEvent)).status).toBe(404);
  });

  it("when registration closes: listings are not shown and none can be made", async () => {
    const [owner, viewer] = await people(festival, "Closing Owner", "Closing Viewer");
    const listing = await listed(festival, owner, thirdTeamEvent);
    const close = (on: boolean) =>
      festival.api.call("PATCH", `admin/events/${festival.eventId[thirdTeamEvent]}/`, {
        token: festival.boss.token,
        body: { is_registration_on: on },
      });
    expect((await close(false)).status).toBe(200);
    try {
      expect(idsOf((await calls.browse(viewer, thirdTeamEvent)).body)).not.toContain(listing.id);
      expect((await calls.mine(owner)).body.listings[0]).toMatchObject({ ended_reason: "registration_closed" });
      expect(messageOf(await calls.save(viewer, thirdTeamEvent, { note: "x" }))).toBe(MESSAGES.registrationClosed);
      await sweepFinderEnds(festival.api.db);
    } finally {
      await close(true);
    }
    // Written down by the sweep while closed: it stays ended when registration opens again.
    expect(idsOf((await calls.browse(viewer, thirdTeamEvent)).body)).not.toContain(listing.id);
  });
});
