import { randomUUID } from "node:crypto";
import { MESSAGES } from "../../contract/messages";
import { type TeamDetails, teamDetailList } from "../../contract/teams";
import type { Db } from "../../server/src/db/types";
import type { UserRow } from "../../server/src/repos/users";
import { InvalidInputError } from "../../server/src/services/errors";
import {
  createTeam,
  joinTeam,
  leaveTeam,
  removeTeamMember,
  renewTeamCode,
  requireCreator,
  requireTeamReady,
} from "../../server/src/services/teams";
import { soloEvents, teamEvents } from "../support/seedEvents";
import { openMigratedDb } from "./support/migratedDb";

const [teamEvent, secondTeamEvent, , fourthTeamEvent] = teamEvents(4);
const [soloEvent] = soloEvents(1);

// The team rules on the migrated database without the API: creating, joining, removing, leaving and renewing codes,
// the errors a participant reads (class and message), and the team news each change queues.
// test/server/teams.test.ts and teamMembers.test.ts cover the same through the API.

let db: Db;
let closeDb: () => Promise<void>;
/** Event ids by slug. */
let events: Record<string, number>;

const noDetails = Object.fromEntries(teamDetailList.map(({ key }) => [key, null])) as TeamDetails;

beforeAll(async () => {
  ({ db, close: closeDb } = await openMigratedDb());
  const { rows } = await db.query<{ id: number; slug: string }>("SELECT id, slug FROM events");
  events = Object.fromEntries(rows.map((row) => [row.slug, row.id]));
});

afterAll(() => closeDb());

beforeEach(async () => {
  await db.exec("DELETE FROM mail_outbox; DELETE FROM event_results; DELETE FROM team_members; DELETE FROM teams");
  await db.query("UPDATE events SET is_registration_on = true, registration_closes_at = NULL");
});

/** A participant with a complete profile and a verified address (as the API requires for team calls). */
async function person(name: string): Promise<UserRow> {
  const uid = randomUUID();
  const { rows } = await db.query<UserRow & Record<string, unknown>>(
    `INSERT INTO users (uid, email, name, referral_code, is_profile_complete, is_verified)
     VALUES ($1, $1 || '@example.com', $2, $3, true, true) RETURNING *`,
    [uid, name, uid.slice(0, 12)],
  );
  return rows[0];
}

/** The class and message of a refusal (and its field errors). */
async function failure(run: Promise<unknown>) {
  try {
    await run;
  } catch (error) {
    const { name, message } = error as Error;
    return {
      type: (error as object).constructor.name,
      message,
      name,
      ...(error instanceof InvalidInputError ? { errors: error.errors } : {}),
    };
  }
  throw new Error("not refused");
}

const refused = (message: string) => expect.objectContaining({ type: "RefusedError", message });
const forbidden = (message: string) => expect.objectContaining({ type: "ForbiddenError", message });
const notFound = expect.objectContaining({ type: "NotFoundError", message: MESSAGES.notFound });
const invalid = (errors: Record<string, string[]>) => expect.objectContaining({ type: "InvalidInputError", errors });

const mails = async () =>
  (await db.query<{ kind: string; user_id: number }>("SELECT kind, user_id FROM mail_outbox ORDER BY id")).rows;

const publishResults = (eventId: number) =>
  db.query("INSERT INTO event_results (event_id, published_at) VALUES ($1, now())", [eventId]);

describe("requireTeamReady", () => {
  it("lets only a participant with a complete profile and a verified address use teams", async () => {
    const ada = await person("Ada");
    expect(() => requireTeamReady(ada)).not.toThrow();
    for (const user of [
      { ...ada, is_profile_complete: false },
      { ...ada, is_verified: false },
    ]) {
      expect(() => requireTeamReady(user)).toThrow(MESSAGES.profileIncomplete);
    }
  });
});

describe("createTeam", () => {
  it("creates a team its creator leads, with an access code", async () => {
    const ada = await person("Ada");
    const team = await createTeam(db, ada, events[teamEvent], "Rockets", noDetails);
    expect(team).toMatchObject({
      name: "Rockets",
      event: events[teamEvent],
      creator: true,
      members: [{ id: ada.id, name: "Ada" }],
      access_code: expect.stringMatching(/^\S{6,}$/),
    });
  });

  it("names a registration for an individual event after its participant, unless a name is given", async () => {
    const ada = await person("  ");
    await expect(createTeam(db, ada, events[soloEvent], undefined, noDetails)).resolves.toMatchObject({
      name: `Participant #${ada.id}`,
    });
    const bob = await person("Bob");
    await expect(createTeam(db, bob, events[soloEvent], "Bob's own", noDetails)).resolves.toMatchObject({
      name: "Bob's own",
    });
  });

  it("refuses an unknown event, a missing or taken name, a second team, closed registration and final teams", async () => {
    const ada = await person("Ada");
    const bob = await person("Bob");
    expect(await failure(createTeam(db, ada, 987_654, "X", noDetails))).toEqual(
      invalid({ event: ['Invalid pk "987654" - object does not exist.'] }),
    );
    expect(await failure(createTeam(db, ada, events[teamEvent], undefined, noDetails))).toEqual(
      invalid({ team_name: [MESSAGES.required] }),
    );
    await createTeam(db, ada, events[teamEvent], "Rockets", noDetails);
    expect(await failure(createTeam(db, bob, events[teamEvent], "Rockets", noDetails))).toEqual(
      invalid({ team_name: [MESSAGES.teamNameTaken] }),
    );
    expect(await failure(createTeam(db, ada, events[teamEvent], "Other", noDetails))).toEqual(
      refused(MESSAGES.alreadyInTeam),
    );
    await db.query("UPDATE events SET is_registration_on = false WHERE id = $1", [events[secondTeamEvent]]);
    expect(await failure(createTeam(db, bob, events[secondTeamEvent], "Late", noDetails))).toEqual(
      refused(MESSAGES.registrationClosed),
    );
    await publishResults(events[fourthTeamEvent]);
    expect(await failure(createTeam(db, bob, events[fourthTeamEvent], "After", noDetails))).toEqual(
      refused(MESSAGES.teamsFinal),
    );
  });
});

describe("joinTeam", () => {
  it("adds the participant to the team of the code, telling the creator when mail is on", async () => {
    const ada = await person("Ada");
    const bob = await person("Bob");
    const team = await createTeam(db, ada, events[teamEvent], "Rockets", noDetails);
    await expect(joinTeam(db, bob, "NO-SUCH-CODE", true)).resolves.toBeNull();
    const joined = await joinTeam(db, bob, team.access_code, true);
    expect(joined).toMatchObject({ id: team.id, creator: false, members: [{ id: ada.id }, { id: bob.id }] });
    expect(await mails()).toEqual([{ kind: "team.joined", user_id: ada.id }]);
  });

  it("queues no mail unless asked", async () => {
    const ada = await person("Ada");
    const team = await createTeam(db, ada, events[teamEvent], "Rockets", noDetails);
    await joinTeam(db, await person("Bob"), team.access_code);
    expect(await mails()).toEqual([]);
  });

  it("refuses a full team, a second team, closed registration and final teams", async () => {
    const ada = await person("Ada");
    const team = await createTeam(db, ada, events[teamEvent], "Rockets", noDetails);
    await joinTeam(db, await person("Bob"), team.access_code);
    const cat = await person("Cat");
    expect(await failure(joinTeam(db, cat, team.access_code))).toEqual(refused(MESSAGES.teamFull));
    const other = await createTeam(db, cat, events[secondTeamEvent], "Cats", noDetails);
    const dan = await person("Dan");
    await createTeam(db, dan, events[secondTeamEvent], "Dans", noDetails);
    expect(await failure(joinTeam(db, dan, other.access_code))).toEqual(refused(MESSAGES.alreadyInTeam));
    const eve = await person("Eve");
    await db.query("UPDATE events SET is_registration_on = false WHERE id = $1", [events[secondTeamEvent]]);
    expect(await failure(joinTeam(db, eve, other.access_code))).toEqual(refused(MESSAGES.registrationClosed));
    await publishResults(events[secondTeamEvent]);
    expect(await failure(joinTeam(db, eve, other.access_code))).toEqual(refused(MESSAGES.teamsFinal));
  });
});

describe("removing, leaving and renewing", () => {
  async function pair() {
    const ada = await person("Ada");
    const bob = await person("Bob");
    const team = await createTeam(db, ada, events[teamEvent], "Rockets", noDetails);
    await joinTeam(db, bob, team.access_code);
    return { ada, bob, team };
  }

  it("lets the creator remove a member, renewing the code the member knew, and tells the member", async () => {
    const { ada, bob, team } = await pair();
    const after = await removeTeamMember(db, ada, String(team.id), bob.id, true);
    expect(after).toMatchObject({ id: team.id, members: [{ id: ada.id }], creator: true });
    expect(after.access_code).not.toBe(team.access_code);
    await expect(joinTeam(db, bob, team.access_code)).resolves.toBeNull();
    expect(await mails()).toEqual([{ kind: "team.removed", user_id: bob.id }]);
    await joinTeam(db, bob, after.access_code);
    await removeTeamMember(db, ada, String(team.id), bob.id);
    expect(await mails()).toHaveLength(1);
  });

  it("refuses removal by a member, of the creator, of a non-member, by an outsider and once teams are final", async () => {
    const { ada, bob, team } = await pair();
    const cat = await person("Cat");
    expect(await failure(removeTeamMember(db, bob, String(team.id), ada.id))).toEqual(
      forbidden(MESSAGES.onlyCreatorRemoves),
    );
    expect(await failure(removeTeamMember(db, ada, String(team.id), ada.id))).toEqual(
      invalid({ member: [MESSAGES.creatorCannotRemoveSelf] }),
    );
    expect(await failure(removeTeamMember(db, ada, String(team.id), cat.id))).toEqual(
      invalid({ member: [MESSAGES.notAMember] }),
    );
    expect(await failure(removeTeamMember(db, cat, String(team.id), bob.id))).toEqual(notFound);
    expect(await failure(removeTeamMember(db, ada, "not-an-id", bob.id))).toEqual(notFound);
    expect(await failure(removeTeamMember(db, ada, "987654", bob.id))).toEqual(notFound);
    await publishResults(events[teamEvent]);
    expect(await failure(removeTeamMember(db, ada, String(team.id), bob.id))).toEqual(refused(MESSAGES.teamsFinal));
  });

  it("lets a member leave, and ends the team when its creator leaves, telling the others", async () => {
    const { ada, bob, team } = await pair();
    await leaveTeam(db, bob, String(team.id), true);
    await expect(joinTeam(db, bob, team.access_code)).resolves.toMatchObject({
      members: [{ id: ada.id }, { id: bob.id }],
    });
    expect(await mails()).toEqual([]);
    await leaveTeam(db, ada, String(team.id), true);
    expect(await mails()).toEqual([{ kind: "team.deleted", user_id: bob.id }]);
    await expect(joinTeam(db, bob, team.access_code)).resolves.toBeNull();
    expect(await failure(leaveTeam(db, bob, String(team.id)))).toEqual(notFound);
  });

  it("queues no mail when a creator ends a team unless asked", async () => {
    const { ada, team } = await pair();
    await leaveTeam(db, ada, String(team.id));
    expect(await mails()).toEqual([]);
    await expect(joinTeam(db, ada, team.access_code)).resolves.toBeNull();
  });

  it("keeps the team when leaving is refused because teams are final", async () => {
    const { ada, bob, team } = await pair();
    await publishResults(events[teamEvent]);
    expect(await failure(leaveTeam(db, bob, String(team.id)))).toEqual(refused(MESSAGES.teamsFinal));
    expect(await failure(leaveTeam(db, ada, String(team.id)))).toEqual(refused(MESSAGES.teamsFinal));
    const { rows } = await db.query("SELECT count(*)::int AS members FROM team_members WHERE team_id = $1", [team.id]);
    expect(rows).toEqual([{ members: 2 }]);
  });

  it("lets only the creator renew the code; the old code stops working", async () => {
    const { ada, bob, team } = await pair();
    expect(await failure(renewTeamCode(db, bob, String(team.id)))).toEqual(forbidden(MESSAGES.onlyCreatorRenewsCode));
    const renewed = await renewTeamCode(db, ada, String(team.id));
    expect(renewed).toMatchObject({ id: team.id, creator: true, members: [{ id: ada.id }, { id: bob.id }] });
    expect(renewed.access_code).not.toBe(team.access_code);
    await leaveTeam(db, bob, String(team.id));
    await expect(joinTeam(db, bob, team.access_code)).resolves.toBeNull();
    await expect(joinTeam(db, bob, renewed.access_code)).resolves.toMatchObject({ id: team.id });
  });

  it("checks the creator before reading a creator's call (requireCreator)", async () => {
    const { ada, bob, team } = await pair();
    await expect(requireCreator(db, String(team.id), ada, "Only the creator.")).resolves.toBeUndefined();
    expect(await failure(requireCreator(db, String(team.id), bob, "Only the creator."))).toEqual(
      forbidden("Only the creator."),
    );
    expect(await failure(requireCreator(db, String(team.id), await person("Cat"), "x"))).toEqual(notFound);
    expect(await failure(requireCreator(db, String(team.id), { ...ada, is_verified: false }, "x"))).toEqual(
      forbidden(MESSAGES.profileIncomplete),
    );
  });
});
