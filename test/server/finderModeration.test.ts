import type { AdminSummary } from "../../contract/admin";
import { FINDER_MESSAGES } from "../../contract/finder";
import type { AdminFinderReport } from "../../contract/finderAdmin";
import type { Page } from "../../contract/paging";
import { LISTING_MESSAGES } from "../../server/src/services/finderListings";
import { MODERATION_MESSAGES } from "../../server/src/services/finderModeration";
import { teamEventSlugs } from "../support/seedEvents";
import { auditActions } from "./support/admin";
import { festivalWithOrganiser } from "./support/festival";
import { finderCalls, listed, messageOf, people } from "./support/finder";

/** Published events of the seed, none in particular (test/support/seedEvents.ts). */
const [teamEvent, secondTeamEvent, thirdTeamEvent, fourthTeamEvent] = teamEventSlugs;

// Abuse (issue 39 item 4) and the console's counts (item 5): reports by participants, and what organisers do about
// them (hide a listing, block a person from the finder, dismiss a report), each audited.

jest.setTimeout(120_000);

const festival = festivalWithOrganiser();
const calls = finderCalls(festival);
const admin = (method: "GET" | "POST" | "DELETE", path: string, body?: unknown) =>
  festival.api.call(method, path, { token: festival.boss.token, body });
const reports = async (query = "") =>
  (
    await festival.api.call<Page<AdminFinderReport>>("GET", `admin/finder/reports/${query}`, {
      token: festival.boss.token,
    })
  ).body;

describe("reports", () => {
  it("anyone who can see a listing, and both sides of a request, can report it once; organisers see who and what", async () => {
    const [owner, sender, bystander] = await people(festival, "Rude Owner", "Nice Sender", "By Stander");
    const listing = await listed(festival, owner, teamEvent, { note: "Rude note" });
    const request = await calls.ask(sender, listing.id, { message: "Rude message" });
    const first = await calls.report(bystander, { listing: listing.id, reason: "Insulting note" });
    expect(first.status).toBe(201);
    expect((await calls.report(bystander, { listing: listing.id, reason: "Again" })).body).toEqual(first.body);
    expect((await calls.report(owner, { request: request.body.id, reason: "Rude request" })).status).toBe(201);
    expect((await calls.report(bystander, { request: request.body.id, reason: "Not mine" })).status).toBe(404);
    expect((await calls.report(bystander, { reason: "Nothing" })).body).toEqual({
      non_field_errors: [FINDER_MESSAGES.reportTarget],
    });
    expect((await calls.report(bystander, { listing: listing.id, reason: "" })).status).toBe(400);

    const open = await reports("?status=open");
    const [aboutRequest, aboutListing] = open.results;
    expect(aboutListing).toMatchObject({
      id: first.body.id,
      reason: "Insulting note",
      reporter: { id: bystander.userId, email: bystander.email },
      event: teamEvent,
      listing: { id: listing.id, note: "Rude note", owner: { id: owner.userId, email: owner.email }, hidden: false },
      request: null,
      about: { id: owner.userId },
      status: "open",
      outcome: null,
    });
    expect(aboutRequest).toMatchObject({
      request: { id: request.body.id, message: "Rude message", sender: { id: sender.userId } },
      about: { id: sender.userId },
    });
    expect((await festival.api.call("GET", "admin/finder/reports/", { token: bystander.token })).status).toBe(403);
    expect(
      (await festival.api.call("GET", "admin/finder/reports/?status=maybe", { token: festival.boss.token })).status,
    ).toBe(400);
  });
});

describe("organisers", () => {
  it("hide a listing: nobody sees it, its owner sees it hidden and cannot replace it, its reports close; audited", async () => {
    const [owner, viewer] = await people(festival, "Hidden Owner", "Hidden Viewer");
    const listing = await listed(festival, owner, secondTeamEvent);
    const reported = await calls.report(viewer, { listing: listing.id, reason: "Spam" });
    expect(
      (
        await festival.api.call("POST", `admin/finder/listings/${listing.id}/hide/`, {
          token: owner.token,
          body: { reason: "x" },
        })
      ).status,
    ).toBe(403);
    expect((await admin("POST", `admin/finder/listings/${listing.id}/hide/`, { reason: "Spam links" })).status).toBe(
      204,
    );
    expect(messageOf(await admin("POST", `admin/finder/listings/${listing.id}/hide/`, { reason: "again" }))).toBe(
      MODERATION_MESSAGES.alreadyHidden,
    );
    expect((await admin("POST", "admin/finder/listings/999999/hide/", { reason: "" })).status).toBe(404);
    expect((await calls.browse(viewer, secondTeamEvent)).body.results.map((each) => each.id)).not.toContain(listing.id);
    expect((await calls.mine(owner)).body.listings[0]).toMatchObject({ ended_reason: "hidden", active: false });
    expect(messageOf(await calls.save(owner, secondTeamEvent, { note: "Back again" }))).toBe(LISTING_MESSAGES.hidden);
    expect(messageOf(await calls.end(owner, secondTeamEvent))).toBe(LISTING_MESSAGES.hidden);
    expect((await calls.ask(viewer, listing.id)).status).toBe(404);
    expect((await reports("?status=closed")).results.find((each) => each.id === reported.body.id)).toMatchObject({
      outcome: "hidden",
      listing: { hidden: true },
    });
    expect((await auditActions(festival.api))[0]).toBe("finder.listing_hide");
    const audit = await festival.api.call<Page<{ target: string; details: Record<string, unknown> }>>(
      "GET",
      "admin/audit/?action=finder.listing_hide",
      { token: festival.boss.token },
    );
    expect(audit.body.results[0]).toMatchObject({
      target: `listing:${listing.id}`,
      details: { event: secondTeamEvent, reason: "Spam links", reports_closed: 1, owner: { id: owner.userId } },
    });
  });

  it("block a person from the finder: their listings and requests end, they can no longer use it; lifted again", async () => {
    const [pest, owner, reporter] = await people(festival, "Blocked Pest", "Pest Target", "Pest Reporter");
    const own = await listed(festival, pest, thirdTeamEvent);
    const target = await listed(festival, owner, teamEvent);
    const request = await calls.ask(pest, target.id);
    await calls.report(owner, { request: request.body.id, reason: "Harassment" });
    await calls.report(reporter, { listing: own.id, reason: "Same person" });
    expect((await admin("POST", "admin/finder/bans/", { user: pest.userId, reason: "Harassment" })).status).toBe(204);
    expect(messageOf(await admin("POST", "admin/finder/bans/", { user: pest.userId, reason: "" }))).toBe(
      MODERATION_MESSAGES.alreadyBanned,
    );
    expect((await admin("POST", "admin/finder/bans/", { user: 999_999, reason: "" })).body).toEqual({
      user: [MODERATION_MESSAGES.noSuchUser],
    });
    expect((await calls.mine(owner)).body.received).toEqual([expect.objectContaining({ status: "ended" })]);
    expect((await calls.browse(owner, thirdTeamEvent)).body.results.map((each) => each.id)).not.toContain(own.id);
    const mine = (await calls.mine(pest)).body;
    expect(mine).toMatchObject({ banned: true, listings: [{ ended_reason: "banned" }] });
    expect(messageOf(await calls.browse(pest, teamEvent))).toBe(FINDER_MESSAGES.banned);
    expect((await calls.save(pest, teamEvent, { note: "x" })).status).toBe(403);
    expect((await calls.ask(pest, target.id)).status).toBe(403);
    expect((await reports("?status=open")).results.filter((each) => each.about.id === pest.userId)).toEqual([]);
    expect(
      (await reports("?status=closed")).results
        .filter((each) => each.about.id === pest.userId)
        .map((each) => each.outcome),
    ).toEqual(["banned", "banned"]);
    expect((await admin("DELETE", `admin/finder/bans/${pest.userId}/`)).status).toBe(204);
    expect((await admin("DELETE", `admin/finder/bans/${pest.userId}/`)).status).toBe(404);
    expect((await calls.mine(pest)).body.banned).toBe(false);
    expect((await calls.browse(pest, teamEvent)).status).toBe(200);
    expect((await auditActions(festival.api)).slice(0, 2)).toEqual(["finder.unban", "finder.ban"]);
  });

  it("dismiss a report that needs nothing done; audited", async () => {
    const [owner, reporter] = await people(festival, "Fine Owner", "Fussy Reporter");
    const listing = await listed(festival, owner, fourthTeamEvent);
    const reported = await calls.report(reporter, { listing: listing.id, reason: "I do not like it" });
    expect((await admin("POST", `admin/finder/reports/${reported.body.id}/dismiss/`)).status).toBe(204);
    expect((await admin("POST", `admin/finder/reports/${reported.body.id}/dismiss/`)).status).toBe(404);
    expect((await reports("?status=closed")).results.find((each) => each.id === reported.body.id)?.outcome).toBe(
      "dismissed",
    );
    expect((await calls.browse(reporter, fourthTeamEvent)).body.results.map((each) => each.id)).toContain(listing.id);
    expect((await auditActions(festival.api))[0]).toBe("finder.report_dismiss");
  });
});

describe("the console's overview", () => {
  it("counts open listings and teams formed through the finder, per event and in all", async () => {
    const summary = async () =>
      (await festival.api.call<AdminSummary>("GET", "admin/summary/", { token: festival.boss.token })).body;
    const vistaOf = (body: AdminSummary) => body.events.find((event) => event.slug === thirdTeamEvent);
    const before = await summary();
    const [a, b] = await people(festival, "Count A", "Count B");
    const listing = await listed(festival, a, thirdTeamEvent);
    await listed(festival, b, thirdTeamEvent);
    expect(vistaOf(await summary())).toMatchObject({ finder_listings: (vistaOf(before)?.finder_listings ?? 0) + 2 });
    const request = await calls.ask(b, listing.id);
    await calls.accept(a, request.body.id, "new", "Counted Pair");
    const after = await summary();
    expect(vistaOf(after)).toMatchObject({
      finder_listings: vistaOf(before)?.finder_listings,
      finder_teams: (vistaOf(before)?.finder_teams ?? 0) + 1,
    });
    expect(after.finder_teams).toBe((before.finder_teams ?? 0) + 1);
    expect(after.finder_listings).toBe(after.events.reduce((sum, event) => sum + (event.finder_listings ?? 0), 0));
  });
});
