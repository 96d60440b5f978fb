import { throttledMessage } from "../../contract/messages";
import { NO_THROTTLE } from "../../server/src/http/throttle";
import { teamEventSlugs } from "../support/seedEvents";
import { festivalWithOrganiser } from "./support/festival";
import { finderCalls, listed, people } from "./support/finder";
import type { Reply } from "./support/harness";

// The finder's throttles (issue 39 items 2 to 4; docs/API.md "Teammate finder"): browsing per account, requests per
// account and per address, reports per account. Each limit is set low here; past it the call is a 429 that says when
// to try again, and another account (for the per-account limits) is not held back.

jest.setTimeout(120_000);

const [teamEvent] = teamEventSlugs;
const HOUR = 3600;

const festival = festivalWithOrganiser({
  throttle: {
    ...NO_THROTTLE,
    finderBrowse: { limit: 2, seconds: HOUR },
    finderRequestsPerUser: { limit: 2, seconds: HOUR },
    finderRequestsPerAddress: { limit: 3, seconds: HOUR },
    finderReports: { limit: 1, seconds: HOUR },
  },
});
const calls = finderCalls(festival);

/** A 429 that says when to try again: within the window. */
function expectThrottled(reply: Reply) {
  expect(reply.status).toBe(429);
  const seconds = Number(/(\d+) seconds?/.exec(JSON.stringify(reply.body))?.[1]);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(HOUR);
  expect(reply.body).toEqual({ detail: throttledMessage(seconds) });
}

describe("the finder's throttles", () => {
  it("hold browsing to its limit per account", async () => {
    const [first, second] = await people(festival, "Bea Browser", "Ben Browser");
    expect((await calls.browse(first, teamEvent)).status).toBe(200);
    expect((await calls.browse(first, teamEvent, "skill=python")).status).toBe(200);
    expectThrottled(await calls.browse(first, teamEvent, "page=2"));
    // The limit is the account's: another participant browses on.
    expect((await calls.browse(second, teamEvent)).status).toBe(200);
  });

  it("hold requests to their limit per account, and per address across accounts", async () => {
    const owners = await people(festival, "Olu Owner", "Ona Owner", "Oti Owner", "Ova Owner");
    const listings = [];
    for (const owner of owners) listings.push(await listed(festival, owner, teamEvent));
    const [sender, other] = await people(festival, "Sia Sender", "Sol Sender");
    expect((await calls.ask(sender, listings[0].id)).status).toBe(201);
    expect((await calls.ask(sender, listings[1].id)).status).toBe(201);
    expectThrottled(await calls.ask(sender, listings[2].id));
    // The address (every call of this test comes from 127.0.0.1) has sent two: one more from anyone, then no more.
    expect((await calls.ask(other, listings[2].id)).status).toBe(201);
    expectThrottled(await calls.ask(other, listings[3].id));
    // Nothing was sent by the refused calls.
    const waiting = (await calls.mine(owners[3])).body.received;
    expect(waiting).toEqual([]);
  });

  it("hold reports to their limit per account", async () => {
    const [owner, reporter, another] = await people(festival, "Rio Reported", "Ray Reporter", "Roz Reporter");
    const listing = await listed(festival, owner, teamEvent);
    expect((await calls.report(reporter, { listing: listing.id, reason: "Spam" })).status).toBe(201);
    expectThrottled(await calls.report(reporter, { listing: listing.id, reason: "Spam again" }));
    expect((await calls.report(another, { listing: listing.id, reason: "Spam" })).status).toBe(201);
  });
});
