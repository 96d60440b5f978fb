import {
  FINDER_MESSAGE_MAX,
  FINDER_NOTE_MAX,
  FINDER_OTHER_SKILLS_MAX,
  FINDER_REPORT_REASON_MAX,
} from "../../contract/finder";
import { maxLengthMessage } from "../../contract/messages";
import { teamEventSlugs } from "../support/seedEvents";
import { festivalWithOrganiser } from "./support/festival";
import { finderCalls, listed, people } from "./support/finder";

// What people write in the finder follows the input rules (issue 39 item 4; docs/security.md "The teammate finder"):
// a note and a message of at most 280 characters, free-text skills of at most 100, a report's reason of at most 500,
// each refused past its limit with a field error that loses nothing else; bidirectional controls removed; markup kept
// as the text it is (the app shows it as text, never as HTML).

jest.setTimeout(120_000);

const [teamEvent] = teamEventSlugs;
const festival = festivalWithOrganiser();
const calls = finderCalls(festival);

// RLO ... PDF around "gnp.exe", then an isolate: a name or note that reads backwards on screen.
const SPOOF = "\u202Egnp.exe\u202C \u2067and\u2069";
const MARKUP = '<b>bold?</b> <a href="https://example.org">a link?</a>';

describe("text in the finder", () => {
  it("is refused past its limit with a field error: a listing's note and free-text skills", async () => {
    const [owner] = await people(festival, "Lena Limits");
    const tooLong = await calls.save(owner, teamEvent, { note: "n".repeat(FINDER_NOTE_MAX + 1) });
    expect(tooLong).toEqual({ status: 400, body: { note: [maxLengthMessage(FINDER_NOTE_MAX)] } });
    const skills = await calls.save(owner, teamEvent, {
      note: "ok",
      skills_other: "s".repeat(FINDER_OTHER_SKILLS_MAX + 1),
    });
    expect(skills).toEqual({ status: 400, body: { skills_other: [maxLengthMessage(FINDER_OTHER_SKILLS_MAX)] } });
    // Nothing was listed by the refusals; the longest allowed note is.
    expect((await calls.mine(owner)).body.listings).toEqual([]);
    const longest = await calls.save(owner, teamEvent, { note: "n".repeat(FINDER_NOTE_MAX) });
    expect(longest.status).toBe(200);
  });

  it("is refused past its limit with a field error: a request's message and a report's reason", async () => {
    const [owner, sender] = await people(festival, "Max Owner", "Mia Sender");
    const listing = await listed(festival, owner, teamEvent);
    const message = await calls.ask(sender, listing.id, { message: "m".repeat(FINDER_MESSAGE_MAX + 1) });
    expect(message).toEqual({ status: 400, body: { message: [maxLengthMessage(FINDER_MESSAGE_MAX)] } });
    expect((await calls.mine(owner)).body.received).toEqual([]);
    const reason = "r".repeat(FINDER_REPORT_REASON_MAX + 1);
    expect(await calls.report(sender, { listing: listing.id, reason })).toEqual({
      status: 400,
      body: { reason: [maxLengthMessage(FINDER_REPORT_REASON_MAX)] },
    });
  });

  it("loses its bidirectional controls and keeps markup as plain text, in a note, skills and a message", async () => {
    const [owner, sender] = await people(festival, "Bidi Owner", "Bidi Sender");
    const saved = await calls.save(owner, teamEvent, { note: `${SPOOF} ${MARKUP}`, skills_other: `${SPOOF}` });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ note: `gnp.exe and ${MARKUP}`, skills_other: "gnp.exe and" });
    const seen = (await calls.browse(sender, teamEvent)).body.results.find((each) => each.id === saved.body.id);
    expect(seen).toMatchObject({ note: `gnp.exe and ${MARKUP}`, skills_other: "gnp.exe and" });
    expect((await calls.ask(sender, saved.body.id, { message: `${SPOOF} ${MARKUP}` })).status).toBe(201);
    const { received } = (await calls.mine(owner)).body;
    expect(received.map((request) => request.message)).toEqual([`gnp.exe and ${MARKUP}`]);
  });
});
