import type { Certificate } from "../../contract/certificates";
import { MESSAGES } from "../../contract/messages";
import { COMPLETE_PROFILE } from "../support/completeProfile";
import { soloEventSlugs, teamEventSlugs } from "../support/seedEvents";
import { auditActions, rawCall } from "./support/admin";
import { festivalWithOrganiser, teamOf } from "./support/festival";
import type { Participant } from "./support/harness";

/** Published events of the seed, none in particular (test/support/seedEvents.ts). */
const [teamEvent, secondTeamEvent, thirdTeamEvent] = teamEventSlugs;
const [soloEvent, secondSoloEvent] = soloEventSlugs;

jest.setTimeout(240_000);

const festival = festivalWithOrganiser();

const certificatesOf = async (who: Participant) =>
  (await festival.api.call<Certificate[]>("GET", "certificates/", { token: who.token })).body;

/** `results_published` of every event as `GET events/` lists it, by slug. */
const publishedFlags = async () =>
  Object.fromEntries(
    (await festival.api.call<Array<{ slug: string; results_published: boolean }>>("GET", "events/")).body.map(
      (event) => [event.slug, event.results_published],
    ),
  );

describe("results and certificates", () => {
  it("issues nothing before publication, then exactly the right kinds to the right people, once", async () => {
    const gold = await teamOf(festival, teamEvent, ["Gita Gold", "Gopal Gold"], "Golden Bits");
    const fourth = await teamOf(festival, teamEvent, ["Farah Fourth"], "Fourth Floor");
    const joiner = await teamOf(festival, teamEvent, ["Jo Joiner"], "Just Joined");
    const other = await teamOf(festival, secondTeamEvent, ["Olu Other"], "Other Event");

    const refused = await festival.api.call<Record<string, string[]>>(
      "PUT",
      `admin/events/${festival.eventId[teamEvent]}/results/`,
      {
        token: festival.boss.token,
        body: {
          ranking: [
            { team: gold.id, rank: 1 },
            { team: other.id, rank: 2 },
          ],
          participated: [gold.id, 999999],
        },
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      ranking: [`Team ${other.id} is a team of another event.`],
      participated: [`Team ${gold.id} is listed more than once.`, "No team has the id 999999."],
    });

    const saved = await festival.api.call("PUT", `admin/events/${festival.eventId[teamEvent]}/results/`, {
      token: festival.boss.token,
      body: {
        ranking: [
          { team: gold.id, rank: 1 },
          { team: fourth.id, rank: 4 },
        ],
        participated: [joiner.id],
      },
    });
    expect(saved).toMatchObject({
      status: 200,
      body: {
        event: teamEvent,
        published_at: null,
        ranking: [
          { team: gold.id, rank: 1, team_name: "Golden Bits", members: ["Gita Gold", "Gopal Gold"] },
          { team: fourth.id, rank: 4 },
        ],
        participated: [{ team: joiner.id, team_name: "Just Joined" }],
      },
    });
    expect((await festival.api.call("GET", `results/${teamEvent}/`)).status).toBe(404);
    expect(await certificatesOf(gold.people[0])).toEqual([]);
    expect(await publishedFlags()).toMatchObject({ [teamEvent]: false, [secondTeamEvent]: false });

    const preview = await rawCall(
      festival.api,
      "POST",
      `admin/events/${festival.eventId[teamEvent]}/results/preview/`,
      {
        token: festival.boss.token,
        type: "text/csv",
        body: `team,rank\r\n${gold.access_code},2\r\n${joiner.id},\r\n`,
      },
    );
    expect(preview.status).toBe(200);
    expect(JSON.parse(preview.text)).toMatchObject({
      removed: [{ team: fourth.id, rank: 4 }],
      changed: [{ team: gold.id, before: 1, after: 2 }],
      added: [],
    });

    await festival.api.db.query("UPDATE users SET name = 'Renamed Before' WHERE id = $1", [gold.people[1].userId]);
    const published = await festival.api.call("POST", `admin/events/${festival.eventId[teamEvent]}/results/publish/`, {
      token: festival.boss.token,
    });
    expect(published).toEqual({ status: 200, body: { issued: 6, already_issued: 0 } });
    expect(await publishedFlags()).toMatchObject({ [teamEvent]: true, [secondTeamEvent]: false });
    const again = await festival.api.call("POST", `admin/events/${festival.eventId[teamEvent]}/results/publish/`, {
      token: festival.boss.token,
    });
    expect(again).toEqual({ status: 200, body: { issued: 0, already_issued: 6 } });
    expect((await auditActions(festival.api)).slice(0, 3)).toEqual([
      "results.publish",
      "results.publish",
      "results.save",
    ]);

    const goldCerts = await certificatesOf(gold.people[1]);
    expect(goldCerts.map(({ kind, rank, name }) => ({ kind, rank, name }))).toEqual(
      expect.arrayContaining([
        { kind: "participation", rank: null, name: "Renamed Before" },
        { kind: "merit", rank: 1, name: "Renamed Before" },
      ]),
    );
    expect(goldCerts).toHaveLength(2);
    expect((await certificatesOf(fourth.people[0])).map((cert) => cert.kind)).toEqual(["participation"]);
    expect((await certificatesOf(joiner.people[0])).map((cert) => cert.kind)).toEqual(["participation"]);
    expect(await certificatesOf(other.people[0])).toEqual([]);

    await festival.api.db.query("UPDATE users SET name = 'Renamed After' WHERE id = $1", [gold.people[1].userId]);
    const verified = await festival.api.call<{ name: string; revoked_at: string | null }>(
      "GET",
      `certificates/${goldCerts[0].id}/`,
    );
    expect(verified.body).toMatchObject({ name: "Renamed Before", revoked_at: null, revoked_reason: null });

    expect(await festival.api.call("GET", `results/${teamEvent}/`)).toMatchObject({
      status: 200,
      body: {
        event: teamEvent,
        ranking: [
          { rank: 1, team_name: "Golden Bits" },
          { rank: 4, team_name: "Fourth Floor", members: ["Farah Fourth"] },
        ],
      },
    });
    // After publication an upload is an amendment: saved apart, nothing public changes until it is published.
    const amended = await festival.api.call("PUT", `admin/events/${festival.eventId[teamEvent]}/results/`, {
      token: festival.boss.token,
      body: { ranking: [], participated: [] },
    });
    expect(amended).toMatchObject({
      status: 200,
      body: { ranking: [{ rank: 1 }, { rank: 4 }], amendment: { ranking: [], participated: [] } },
    });
    expect((await festival.api.call("GET", `results/${teamEvent}/`)).body).toMatchObject({
      corrected_at: null,
      ranking: [{}, {}],
    });
  });

  it("revokes with a required reason, keeps the row, and verification says so", async () => {
    const solo = await teamOf(festival, thirdTeamEvent, ["Vera Vista"], "Vista Solo");
    await festival.api.call("PUT", `admin/events/${festival.eventId[thirdTeamEvent]}/results/`, {
      token: festival.boss.token,
      body: { ranking: [], participated: [solo.id] },
    });
    await festival.api.call("POST", `admin/events/${festival.eventId[thirdTeamEvent]}/results/publish/`, {
      token: festival.boss.token,
    });
    const [cert] = await certificatesOf(solo.people[0]);
    const found = await festival.api.call<{ count: number; results: Array<{ id: string }> }>(
      "GET",
      `admin/certificates/?event=${thirdTeamEvent}&search=vera`,
      { token: festival.boss.token },
    );
    expect(found.body.results.map((row) => row.id)).toEqual([cert.id]);
    const noReason = await festival.api.call("DELETE", `admin/certificates/${cert.id}/`, {
      token: festival.boss.token,
    });
    expect(noReason).toEqual({ status: 400, body: { reason: [MESSAGES.required] } });
    expect(
      (
        await festival.api.call("DELETE", `admin/certificates/${cert.id}/?reason=Disqualified`, {
          token: festival.boss.token,
        })
      ).status,
    ).toBe(204);
    expect((await festival.api.call("GET", `certificates/${cert.id}/`)).body).toMatchObject({
      revoked_at: expect.stringMatching(/^\d{4}-/),
      revoked_reason: "Disqualified",
    });
    expect(await certificatesOf(solo.people[0])).toMatchObject([
      { id: cert.id, revoked_at: expect.stringMatching(/^\d{4}-/), revoked_reason: "Disqualified" },
    ]);
    const republished = await festival.api.call(
      "POST",
      `admin/events/${festival.eventId[thirdTeamEvent]}/results/publish/`,
      {
        token: festival.boss.token,
      },
    );
    expect(republished.body).toEqual({ issued: 0, already_issued: 1 });
  });

  it("verifies publicly with nothing personal but the holder's name", async () => {
    const solo = await teamOf(festival, secondSoloEvent, ["Priya Private"], "Private Solo");
    await festival.api.call("PUT", `admin/events/${festival.eventId[secondSoloEvent]}/results/`, {
      token: festival.boss.token,
      body: { ranking: [{ team: solo.id, rank: 1 }], participated: [] },
    });
    await festival.api.call("POST", `admin/events/${festival.eventId[secondSoloEvent]}/results/publish/`, {
      token: festival.boss.token,
    });
    const [holder] = solo.people;
    const { rows } = await festival.api.db.query<{ uid: string }>("SELECT uid FROM users WHERE id = $1", [
      holder.userId,
    ]);
    const certs = await certificatesOf(holder);
    expect(certs).toHaveLength(2);
    for (const cert of certs) {
      const verified = await festival.api.call<Record<string, unknown>>("GET", `certificates/${cert.id}/`);
      expect(verified.status).toBe(200);
      expect(Object.keys(verified.body).sort()).toEqual(
        ["edition", "event", "id", "issued_at", "kind", "name", "rank", "revoked_at", "revoked_reason"].sort(),
      );
      expect(verified.body.name).toBe("Priya Private");
      const text = JSON.stringify(verified.body);
      for (const secret of [
        holder.email,
        rows[0].uid,
        COMPLETE_PROFILE.phone,
        COMPLETE_PROFILE.institute_name,
        `"${holder.userId}"`,
        solo.access_code,
      ]) {
        expect(text).not.toContain(secret);
      }
      expect(Object.values(verified.body)).not.toContain(holder.userId);
    }
  });

  it("answers a malformed certificate id with 404 without asking the database", async () => {
    const query = jest.spyOn(festival.api.db, "query");
    try {
      for (const id of ["short", "has spaces in it at all", "dots.and.slashes..%2F..%2Fetc", "x".repeat(65)]) {
        const reply = await festival.api.call("GET", `certificates/${encodeURIComponent(id)}/`);
        expect(reply).toEqual({ status: 404, body: { detail: MESSAGES.notFound } });
      }
      expect(query).not.toHaveBeenCalled();
    } finally {
      query.mockRestore();
    }
  });

  it("refuses to publish an event with no saved results", async () => {
    const reply = await festival.api.call("POST", `admin/events/${festival.eventId[soloEvent]}/results/publish/`, {
      token: festival.boss.token,
    });
    expect(reply.status).toBe(400);
    expect((await festival.api.call("GET", `results/${soloEvent}/`)).status).toBe(404);
  });
});
