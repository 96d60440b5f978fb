import { MESSAGES } from "../../contract/messages";
import type { Db } from "../../server/src/db/types";
import type { Actor } from "../../server/src/repos/audit";
import { insertEvent } from "../../server/src/repos/content";
import { PUBLISH_MESSAGES, publishResults, resumeResultsMails } from "../../server/src/services/publication";
import { RESULTS_MESSAGES } from "../../server/src/services/results";
import { saveResults } from "../../server/src/services/resultsAdmin";
import { teamEvents } from "../support/seedEvents";
import { openMigratedDb } from "./support/migratedDb";
import { failure } from "./support/refusal";
import { type SeededTeam, seedTeams } from "./support/seedTeams";

// A publication of results on the migrated database without the API: certificates issued team batch by team batch,
// the refusals, a publication that fails or meets a change half-way leaving nothing, an amendment published with its
// revocations, and the holders' mail. test/server/publication.test.ts covers the same through the API and SMTP, with
// readers looking in between batches.

const [first, second, third, fourth] = teamEvents(4);

let db: Db;
let closeDb: () => Promise<void>;
let events: Record<string, number>;
const olga: Actor = { id: 0, email: "olga@example.org" };

beforeAll(async () => {
  ({ db, close: closeDb } = await openMigratedDb());
  const { rows } = await db.query<{ id: number; slug: string }>("SELECT id, slug FROM events");
  events = Object.fromEntries(rows.map((row) => [row.slug, row.id]));
});
afterAll(() => closeDb());

const body = (ranking: Array<[SeededTeam, number]>, participated: SeededTeam[] = []) => ({
  ranking: ranking.map(([team, rank]) => ({ team: team.id, rank })),
  participated: participated.map((team) => team.id),
});

/** Every certificate of the event: its holder, kind and rank, and whether it is in force. */
async function certificates(eventId: number) {
  const { rows } = await db.query<{
    user_id: number;
    kind: string;
    rank: number | null;
    revoked_reason: string | null;
  }>("SELECT user_id, kind, rank, revoked_reason FROM certificates WHERE event_id = $1 ORDER BY user_id, kind", [
    eventId,
  ]);
  return rows;
}

async function audit(action: string, target: string) {
  const { rows } = await db.query<{ actor_email: string; details: unknown }>(
    "SELECT actor_email, details FROM audit_log WHERE action = $1 AND target = $2 ORDER BY id",
    [action, target],
  );
  return rows.map((row) => ({
    ...row,
    details: typeof row.details === "string" ? (JSON.parse(row.details) as unknown) : row.details,
  }));
}

async function mails(kind: string, eventSlug: string) {
  const { rows } = await db.query<{ user_id: number }>(
    "SELECT user_id FROM mail_outbox WHERE kind = $1 AND data->>'slug' = $2 ORDER BY user_id",
    [kind, eventSlug],
  );
  return rows.map((row) => row.user_id);
}

async function publications(eventId: number) {
  const { rows } = await db.query<{ done: boolean }>(
    "SELECT done_at IS NOT NULL AS done FROM publications WHERE event_id = $1 ORDER BY id",
    [eventId],
  );
  return rows.map((row) => row.done);
}

const members = (...teams: SeededTeam[]) => teams.flatMap((team) => team.members.map((member) => member.id));

describe("publishResults (POST admin/results/{event}/publish/)", () => {
  it("knows no unknown event and refuses an event without saved results, starting nothing", async () => {
    await expect(failure(publishResults(db, 987_654, olga, { mailsOn: false }))).resolves.toEqual({
      type: "NotFoundError",
      message: MESSAGES.notFound,
    });
    await expect(failure(publishResults(db, events[second], olga, { mailsOn: false }))).resolves.toEqual({
      type: "RefusedError",
      message: RESULTS_MESSAGES.nothingToPublish,
    });
    expect(await publications(events[second])).toEqual([]);
  });

  it("issues the certificates a team batch at a time, audited with the counts, and mails each verified holder once", async () => {
    const [a, b, c] = await seedTeams(db, events[first], "pb", 3);
    await db.query("UPDATE users SET is_verified = true WHERE uid LIKE 'pb-%'");
    await saveResults(db, olga, events[first], body([[a, 1]], [b, c]), {});
    const batches: number[] = [];
    const outcome = await publishResults(db, events[first], olga, {
      mailsOn: true,
      batchTeams: 1,
      betweenBatches: async (id) => void batches.push(id),
    });
    const issued = await certificates(events[first]);
    // Every member a certificate of participation, the winners' members one of merit too.
    expect(issued).toHaveLength(8);
    expect(issued.filter((row) => row.kind === "merit").map((row) => [row.user_id, row.rank])).toEqual(
      members(a).map((id) => [id, 1]),
    );
    expect(outcome).toEqual({ result: { issued: 8, already_issued: 0 }, corrections: null });
    // One batch per team, all of the same publication, now done.
    expect(batches).toHaveLength(3);
    expect(new Set(batches).size).toBe(1);
    expect(await publications(events[first])).toEqual([true]);
    expect(await audit("results.publish", `event:${first}`)).toEqual([
      {
        actor_email: olga.email,
        details: { published_at: expect.stringMatching(/^\d{4}-/), issued: 8, already_issued: 0 },
      },
    ]);
    expect(await mails("results.published", first)).toEqual(members(a, b, c));
    // A process stopped before the mails were queued: the sweep queues them, once.
    await expect(resumeResultsMails(db)).resolves.toBe(0);
    await db.query("DELETE FROM mail_outbox WHERE kind = 'results.published' AND data->>'slug' = $1", [first]);
    await db.query("UPDATE publications SET mails_queued = false, mails_after = 0 WHERE id = $1", [batches[0]]);
    await expect(resumeResultsMails(db)).resolves.toBe(1);
    expect(await mails("results.published", first)).toEqual(members(a, b, c));
    await expect(resumeResultsMails(db)).resolves.toBe(0);
  });

  it("publishes an amendment: certificates no longer due revoked with the reason, new ones issued, holders mailed", async () => {
    const [a, b, c] = await seedTeams(db, events[fourth], "pa", 3);
    await db.query("UPDATE users SET is_verified = true WHERE uid LIKE 'pa-%'");
    await saveResults(db, olga, events[fourth], body([[a, 1]], [b]), {});
    await publishResults(db, events[fourth], olga, { mailsOn: false });
    expect(await mails("results.published", fourth)).toEqual([]);
    await saveResults(db, olga, events[fourth], body([[c, 1]], [b]), {});
    const outcome = await publishResults(db, events[fourth], olga, { mailsOn: true, batchTeams: 1 });
    const today = new Date().toISOString().slice(0, 10);
    const reason = RESULTS_MESSAGES.correctedReason(today);
    expect(outcome.result).toEqual({ issued: 4, already_issued: 2, revoked: 4 });
    expect(outcome.corrections).toMatchObject({ eventId: events[fourth], reason });
    expect(outcome.corrections?.lost).toHaveLength(4);
    expect(outcome.corrections?.gained).toHaveLength(4);
    const after = await certificates(events[fourth]);
    expect(after.filter((row) => row.revoked_reason === null).map((row) => [row.user_id, row.kind])).toEqual([
      ...members(b).map((id) => [id, "participation"]),
      ...members(c).flatMap((id) => [
        [id, "merit"],
        [id, "participation"],
      ]),
    ]);
    expect(after.filter((row) => row.revoked_reason !== null).map((row) => [row.user_id, row.revoked_reason])).toEqual(
      members(a).flatMap((id) => [
        [id, reason],
        [id, reason],
      ]),
    );
    const [entry] = await audit("results.correct", `event:${fourth}`);
    expect(entry.details).toEqual({
      corrected_at: expect.stringMatching(new RegExp(`^${today}`)),
      issued: 4,
      already_issued: 2,
      revoked: 4,
    });
    expect(await mails("results.corrected", fourth)).toEqual(members(a, c));
    // The correction's mail went with it: nothing left for the sweep, and no "results published" mail.
    await expect(resumeResultsMails(db)).resolves.toBe(0);
    expect(await mails("results.published", fourth)).toEqual([]);
  });

  it("refuses a second publication while one is under way, and results saved meanwhile, leaving nothing", async () => {
    const [a, b] = await seedTeams(db, events[second], "pw", 2);
    await saveResults(db, olga, events[second], body([[a, 1]], [b]), {});
    let another: Promise<unknown> = Promise.resolve();
    const refused = await failure(
      publishResults(db, events[second], olga, {
        mailsOn: false,
        batchTeams: 1,
        betweenBatches: async () => {
          another = failure(publishResults(db, events[second], olga, { mailsOn: false }));
          await another;
          await saveResults(db, olga, events[second], body([[b, 1]], [a]), {});
        },
      }),
    );
    await expect(another).resolves.toEqual({ type: "RefusedError", message: PUBLISH_MESSAGES.underWay });
    expect(refused).toEqual({ type: "RefusedError", message: PUBLISH_MESSAGES.changedMeanwhile });
    expect(await certificates(events[second])).toEqual([]);
    expect(await publications(events[second])).toEqual([]);
    // The next attempt publishes what was saved last.
    await publishResults(db, events[second], olga, { mailsOn: false, batchTeams: 1 });
    const merit = (await certificates(events[second])).filter((row) => row.kind === "merit");
    expect(merit.map((row) => row.user_id)).toEqual(members(b));
  });

  it("leaves nothing of a publication that fails half-way, and the next attempt issues each certificate once", async () => {
    const [a, b] = await seedTeams(db, events[third], "pf", 2);
    await saveResults(db, olga, events[third], body([[a, 1]], [b]), {});
    await expect(
      failure(
        publishResults(db, events[third], olga, {
          mailsOn: false,
          batchTeams: 1,
          betweenBatches: () => Promise.reject(new Error("stopped")),
        }),
      ),
    ).resolves.toEqual({ type: "Error", message: "stopped" });
    expect(await certificates(events[third])).toEqual([]);
    expect(await publications(events[third])).toEqual([]);
    const outcome = await publishResults(db, events[third], olga, { mailsOn: false });
    expect(outcome.result).toEqual({ issued: 6, already_issued: 0 });
    expect(await certificates(events[third])).toHaveLength(6);
  });

  describe("batch sizes", () => {
    /** Teams issued for when each batch ended, publishing `count` teams' participation, at most `batchTeams` a batch. */
    async function batchEnds(slug: string, on: Db, batchTeams?: number, count = 8) {
      const event = await insertEvent(db, { slug, name: slug, maxMembers: 2 });
      const teams = await seedTeams(db, event, slug.replace(/\W/g, ""), count);
      await saveResults(db, olga, event, body([], teams), {});
      const ends: number[] = [];
      await publishResults(on, event, olga, {
        mailsOn: false,
        batchTeams,
        betweenBatches: async (id) => {
          const { rows } = await db.query<{ issued: number }>(
            "SELECT count(*)::int AS issued FROM certificates WHERE publication_id = $1",
            [id],
          );
          ends.push(rows[0].issued / 2);
        },
      });
      expect(await certificates(event)).toHaveLength(2 * count);
      return ends;
    }
    afterEach(() => jest.restoreAllMocks());

    it("on PostgreSQL, keeps the batch size asked for, or takes every team of a festival's size at once", async () => {
      // The same database, as the service sees PostgreSQL (this file runs on PGlite too).
      const postgres: Db = { ...db, kind: "postgres" };
      await expect(batchEnds("bs-three", postgres, 3)).resolves.toEqual([3, 6, 8]);
      await expect(batchEnds("bs-default", postgres)).resolves.toEqual([8]);
    });

    it("on PGlite, starts at a tenth of the size, doubles it after a quick batch, halves it after a slow one", async () => {
      const pglite: Db = { ...db, kind: "pglite" };
      // Each batch takes the next of `durations` (ms) by the clock the publication reads; 0 once they run out.
      let durations: number[] = [];
      let clock = 1_000;
      let reads = 0;
      // Only the publication's own reads (a batch's start and end) follow that clock: PGlite reads it too.
      const realNow = performance.now.bind(performance);
      jest.spyOn(performance, "now").mockImplementation(() => {
        // The caller: the first frame outside this test and the mock's own.
        const caller = (new Error().stack ?? "")
          .split("\n")
          .slice(1)
          .find((frame) => !frame.includes("publishResults.test") && !frame.includes("jest-mock"));
        if (!caller?.includes("publication.ts")) return realNow();
        return reads++ % 2 === 0 ? clock : (clock += durations.shift() ?? 0);
      });
      await expect(batchEnds("bs-quick", pglite, 20)).resolves.toEqual([2, 6, 8]);
      // Quick (doubled to 4), 40 ms (kept), slow (halved to 2), 20 ms (kept), quick again.
      durations = [0, 40, 100, 20];
      await expect(batchEnds("bs-paced", pglite, 20, 16)).resolves.toEqual([2, 6, 10, 12, 14, 16]);
    });
  });
});
