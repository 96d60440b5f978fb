import { FINDER_MESSAGES } from "../../contract/finder";
import { MESSAGES } from "../../contract/messages";
import { REQUEST_MESSAGES } from "../../server/src/services/finderRequests";
import { teamEvents } from "../support/seedEvents";
import { festivalWithOrganiser } from "./support/festival";
import { finderCalls, listed, messageOf, people } from "./support/finder";
import type { Participant, Reply } from "./support/harness";

const [teamEvent, secondTeamEvent] = teamEvents(2);

// Issue 39's race: two owners accept requests that would put one person in two teams at the same moment; one wins,
// the other gets a clear 400, and the person is in exactly one team. PGlite runs one statement at a time, so there
// the acceptances never overlap (the outcome is still checked); on PostgreSQL (DATABASE_URL) they do, round after
// round.

jest.setTimeout(180_000);

const festival = festivalWithOrganiser();
const calls = finderCalls(festival);
const ROUNDS = 15;

const teamsOf = async (who: Participant) =>
  (
    await festival.api.db.query<{ team_id: number }>("SELECT team_id FROM team_members WHERE user_id = $1", [
      who.userId,
    ])
  ).rows;

const refusals = new Set<string>([
  FINDER_MESSAGES.requesterTeamed,
  FINDER_MESSAGES.requestEnded,
  REQUEST_MESSAGES.oneOfYouTeamed,
]);

describe("one person, two acceptances at once", () => {
  it("two owners accepting the same person's requests: one team is formed, the other acceptance is a 400", async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [first, second, wanted] = await people(festival, `First ${round}`, `Second ${round}`, `Wanted ${round}`);
      const requests = [];
      for (const owner of [first, second]) {
        const listing = await listed(festival, owner, teamEvent);
        requests.push((await calls.ask(wanted, listing.id)).body.id);
      }
      const replies = await Promise.all([
        calls.accept(first, requests[0], "new", `Race A ${round}`),
        calls.accept(second, requests[1], "new", `Race B ${round}`),
      ]);
      const statuses = replies.map((reply) => reply.status).sort();
      expect({ round, statuses }).toEqual({ round, statuses: [200, 400] });
      const lost = replies.find((reply) => reply.status === 400);
      expect(refusals.has(messageOf(lost as Reply))).toBe(true);
      expect(await teamsOf(wanted)).toHaveLength(1);
      // The losing owner formed nothing: their acceptance was rolled back whole.
      const loser = replies[0].status === 400 ? first : second;
      expect(await teamsOf(loser)).toEqual([]);
    }
  });

  it("an acceptance and an access-code join of the same person at once: the person ends in one team", async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [owner, wanted, other] = await people(festival, `Owner ${round}`, `Joiner ${round}`, `Other ${round}`);
      const listing = await listed(festival, owner, secondTeamEvent);
      const request = (await calls.ask(wanted, listing.id)).body.id;
      const team = await calls.createTeam(other, festival.eventId[secondTeamEvent], `Code Team ${round}`);
      const [accepted, joined] = await Promise.all([
        calls.accept(owner, request, "new", `Finder Team ${round}`),
        calls.join(wanted, team.body.access_code),
      ]);
      expect([accepted.status, joined.status].sort()).toEqual([200, 400]);
      if (joined.status === 400) expect(joined.body).toEqual({ detail: MESSAGES.alreadyInTeam });
      else expect(refusals.has(messageOf(accepted))).toBe(true);
      expect(await teamsOf(wanted)).toHaveLength(1);
    }
  });

  it("an acceptance and the same person creating a team at once: the person ends in one team", async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [owner, wanted] = await people(festival, `Lead ${round}`, `Creator ${round}`);
      const listing = await listed(festival, owner, secondTeamEvent);
      const request = (await calls.ask(wanted, listing.id)).body.id;
      const [accepted, created] = await Promise.all([
        calls.accept(owner, request, "new", `Accepted Team ${round}`),
        calls.createTeam(wanted, festival.eventId[secondTeamEvent], `Own Team ${round}`),
      ]);
      // Either the acceptance came first and the creation is refused, or the other way round (the request stays open,
      // since the owner may now join the sender's new team, but a new team for both is no longer a way); never a 500.
      if (accepted.status === 200)
        expect(created).toMatchObject({ status: 400, body: { detail: MESSAGES.alreadyInTeam } });
      else {
        expect(created.status).toBe(200);
        expect({
          status: accepted.status,
          refused: [...refusals, FINDER_MESSAGES.optionUnavailable].includes(messageOf(accepted)),
        }).toEqual({
          status: 400,
          refused: true,
        });
      }
      expect(await teamsOf(wanted)).toHaveLength(1);
    }
  });
});
