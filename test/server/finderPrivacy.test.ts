import { COMPLETE_PROFILE } from "../support/completeProfile";
import { teamEvents } from "../support/seedEvents";
import { festivalWithOrganiser } from "./support/festival";
import { finderCalls, listed, people } from "./support/finder";
import type { Participant, Reply } from "./support/harness";

const [teamEvent, , , fourthTeamEvent] = teamEvents(4);

// Issue 39's privacy rules: a listing or a request shows a name and the details its author chose, nothing else; no
// answer of the finder, to anyone (owner, sender, a bystander, an organiser), carries an e-mail address, a phone number,
// an access code, a token or a detail its author did not choose. Every answer below is walked, keys and values.

jest.setTimeout(120_000);

const festival = festivalWithOrganiser();
const calls = finderCalls(festival);

/** Keys no finder answer has, at any depth. */
const FORBIDDEN_KEYS = [
  "email",
  "phone",
  "access_code",
  "uid",
  "token",
  "referral_code",
  "gender",
  "calendar_url",
  "user_id",
  "sender_id",
  "is_verified",
  "provider",
];

interface Secret {
  what: string;
  value: string;
}

/** Every key and every string or number of a JSON value, at any depth. */
function walk(value: unknown, keys: string[] = [], values: string[] = []): { keys: string[]; values: string[] } {
  if (Array.isArray(value)) for (const item of value) walk(item, keys, values);
  else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      keys.push(key);
      walk(item, keys, values);
    }
  } else if (typeof value === "string" || typeof value === "number") values.push(String(value));
  return { keys, values };
}

/** What of `secrets` (and of the forbidden keys) the answer gives away: empty when nothing. */
function leaks(reply: Reply, secrets: Secret[]): string[] {
  const { keys, values } = walk(reply.body);
  const found = keys.filter((key) => FORBIDDEN_KEYS.includes(key)).map((key) => `key ${key}`);
  for (const secret of secrets) {
    if (values.some((value) => value.toLowerCase().includes(secret.value.toLowerCase()))) found.push(secret.what);
  }
  return found;
}

/** A participant whose every private fact is distinctive, so that a leak of any one of them can be seen. */
async function distinctive(who: Participant, index: number): Promise<Secret[]> {
  const phone = `+91700000${String(1000 + index)}`;
  const institute = `Secretive Institute ${index}x`;
  await festival.api.call("PUT", "profile/", {
    token: who.token,
    body: { ...COMPLETE_PROFILE, name: `Private Person ${index}`, phone, institute_name: institute, country: "BT" },
  });
  const handle = `hidden_handle_${index}x`;
  await festival.api.call("PUT", "profile/handles/", { token: who.token, body: { codeforces: handle } });
  return [
    { what: `e-mail of ${index}`, value: who.email },
    { what: `phone of ${index}`, value: phone },
    { what: `token of ${index}`, value: who.token },
    { what: `institute of ${index} (not chosen)`, value: institute },
    { what: `handle of ${index} (not chosen)`, value: handle },
  ];
}

describe("what the finder shows", () => {
  it("no answer to anyone carries an e-mail, a phone, an access code, a token or a detail not chosen", async () => {
    const [owner, sender, bystander, teamLead] = await people(festival, "P1", "P2", "P3", "P4");
    const secrets = (
      await Promise.all(
        [owner, sender, bystander, teamLead, festival.boss].map((who, index) => distinctive(who, index)),
      )
    ).flat();
    const team = await calls.createTeam(teamLead, festival.eventId[teamEvent], "Private Team");
    secrets.push({ what: "the team's access code", value: team.body.access_code });
    // Nobody chooses to show anything.
    const replies: Array<[string, Reply]> = [];
    const record = <T extends Reply>(label: string, reply: T) => {
      replies.push([label, reply]);
      return reply;
    };
    const listing = record("owner saves", await calls.save(owner, teamEvent, { note: "Plain note" }));
    const teamListing = record(
      "team lead saves",
      await calls.save(teamLead, teamEvent, { team: true, note: "Team note" }),
    );
    const request = record("sender asks", await calls.ask(sender, listing.body.id, { message: "Hi" }));
    record("sender asks the team", await calls.ask(sender, teamListing.body.id, { message: "Or you" }));
    for (const [name, who] of Object.entries({ owner, sender, bystander, teamLead, organiser: festival.boss })) {
      record(`${name} browses`, await calls.browse(who, teamEvent));
      record(`${name} filters`, await calls.browse(who, teamEvent, "has_team=yes&skill=web&country=BT&institute=xyz"));
      record(`${name}'s finder`, await calls.mine(who));
    }
    record("bystander reports", await calls.report(bystander, { listing: listing.body.id, reason: "Test report" }));
    record("refusal: own listing", await calls.ask(owner, listing.body.id));
    record("refusal: asked twice", await calls.ask(sender, listing.body.id));
    const accepted = record("owner accepts", await calls.accept(owner, request.body.id, "new", "Quiet Pair"));
    expect(accepted.status).toBe(200);
    record("owner's finder after", await calls.mine(owner));
    record("sender's finder after", await calls.mine(sender));
    record("team lead's finder after", await calls.mine(teamLead));
    record("accepting again", await calls.accept(owner, request.body.id, "new", "Again"));

    const found = replies.map(([label, reply]) => ({ label, leaks: leaks(reply, secrets) }));
    expect(found.filter((entry) => entry.leaks.length > 0)).toEqual([]);
    // The check can see a leak: the organisers' report list rightly names e-mails.
    const reports = await festival.api.call("GET", "admin/finder/reports/", { token: festival.boss.token });
    expect(leaks(reports, secrets)).toContain("key email");
  });

  it("shows exactly the chosen details, for a listing and for a request", async () => {
    const [owner, sender] = await people(festival, "Chooser", "Asker");
    await distinctive(owner, 10);
    await distinctive(sender, 11);
    const listing = await listed(festival, owner, fourthTeamEvent, {
      show: { institute: true, country: false, study_year: true, handles: ["codeforces"] },
    });
    expect(listing.owner).toEqual({
      name: "Private Person 10",
      institute: "Secretive Institute 10x",
      country: null,
      study_year: 2,
      work_years: null,
      handles: { codeforces: "hidden_handle_10x" },
    });
    await calls.ask(sender, listing.id, { message: "Hello", show: { country: true } });
    const [received] = (await calls.mine(owner)).body.received;
    expect(received.from).toEqual({
      name: "Private Person 11",
      institute: null,
      country: "BT",
      study_year: null,
      work_years: null,
      handles: {},
      team_name: null,
    });
  });
});
