import { LAST_MEMBER_MESSAGE } from "../../contract/admin";
import { MESSAGES } from "../../contract/messages";
import { teamEvents } from "../support/seedEvents";
import { auditActions } from "./support/admin";
import { festivalWithOrganiser, teamOf } from "./support/festival";
import { participant } from "./support/harness";

const [, secondTeamEvent, thirdTeamEvent, fourthTeamEvent] = teamEvents(4);

jest.setTimeout(180_000);

const festival = festivalWithOrganiser();

async function publish(slug: string, ranking: Array<{ team: number; rank: number }>) {
  const saved = await festival.api.call("PUT", `admin/events/${festival.eventId[slug]}/results/`, {
    token: festival.boss.token,
    body: { ranking, participated: [] },
  });
  expect(saved.status).toBe(200);
  const published = await festival.api.call("POST", `admin/events/${festival.eventId[slug]}/results/publish/`, {
    token: festival.boss.token,
  });
  expect(published.status).toBe(200);
}

const FINAL = { status: 400, body: { detail: MESSAGES.teamsFinal } };

const winnerOf = async (slug: string) =>
  (
    await festival.api.call<{ ranking: Array<{ rank: number; team_name: string; members: string[] }> }>(
      "GET",
      `results/${slug}/`,
    )
  ).body.ranking[0];

describe("teams once the event's results are published", () => {
  it("are final for participants: create, join, leave, remove and delete answer 400 saying why", async () => {
    const winners = await teamOf(festival, secondTeamEvent, ["Wanda Winner", "Walt Winner"], "Winners");
    const open = await teamOf(festival, secondTeamEvent, ["Olive Open"], "Room For One");
    await publish(secondTeamEvent, [
      { team: winners.id, rank: 1 },
      { team: open.id, rank: 2 },
    ]);
    const [creator, member] = winners.people;
    const newcomer = await participant(festival.api, { name: "Nina Newcomer" });

    expect(await festival.api.call("DELETE", `teams/${winners.id}/`, { token: creator.token })).toEqual(FINAL);
    expect(await festival.api.call("DELETE", `teams/${winners.id}/`, { token: member.token })).toEqual(FINAL);
    expect(
      await festival.api.call("POST", `teams/${winners.id}/remove/`, {
        token: creator.token,
        body: { member: member.userId },
      }),
    ).toEqual(FINAL);
    expect(
      await festival.api.call("POST", "teams/join/", {
        token: newcomer.token,
        body: { access_code: open.access_code },
      }),
    ).toEqual(FINAL);
    expect(
      await festival.api.call("POST", "teams/create/", {
        token: newcomer.token,
        body: { event: festival.eventId[secondTeamEvent], team_name: "Latecomers" },
      }),
    ).toEqual(FINAL);

    // Nothing changed: the results page keeps its winner with both members.
    expect(await winnerOf(secondTeamEvent)).toEqual({
      rank: 1,
      team_name: "Winners",
      members: ["Wanda Winner", "Walt Winner"],
    });

    // Another event, not published, is open as before.
    const elsewhere = await festival.api.call("POST", "teams/create/", {
      token: newcomer.token,
      body: { event: festival.eventId[fourthTeamEvent], team_name: "Still Open" },
    });
    expect(elsewhere.status).toBe(200);
  });

  it("can still be changed by an organiser, audited, and the old access code stops working", async () => {
    const ranked = await teamOf(festival, thirdTeamEvent, ["Rita Ranked", "Ravi Ranked"], "Ranked");
    await publish(thirdTeamEvent, [{ team: ranked.id, rank: 1 }]);
    const [creator, member] = ranked.people;

    const removed = await festival.api.call("DELETE", `admin/teams/${ranked.id}/members/${creator.userId}/`, {
      token: festival.boss.token,
    });
    expect(removed).toEqual({ status: 204, body: null });
    expect((await auditActions(festival.api))[0]).toBe("team.member_remove");
    const { rows } = await festival.api.db.query<{ actor_email: string; target: string; details: unknown }>(
      "SELECT actor_email, target, details FROM audit_log ORDER BY id DESC LIMIT 1",
    );
    const details = typeof rows[0].details === "string" ? JSON.parse(rows[0].details) : rows[0].details;
    expect({ ...rows[0], details }).toEqual({
      actor_email: festival.boss.email,
      target: `team:${ranked.id}`,
      details: {
        team_name: "Ranked",
        event: thirdTeamEvent,
        member: { id: creator.userId, name: "Rita Ranked", email: creator.email },
      },
    });

    // The remaining member now leads the team; the results page shows the team as the organiser left it.
    const events = await festival.api.call<
      Array<{ slug: string; team: { creator: boolean; access_code: string } | null }>
    >("GET", "events/", { token: member.token });
    const team = events.body.find((event) => event.slug === thirdTeamEvent)?.team;
    expect(team?.creator).toBe(true);
    expect(team?.access_code).not.toBe(ranked.access_code);
    expect((await winnerOf(thirdTeamEvent)).members).toEqual(["Ravi Ranked"]);

    // A team keeps one member; a participant still cannot change it; the removed member is in no team.
    expect(
      await festival.api.call("DELETE", `admin/teams/${ranked.id}/members/${member.userId}/`, {
        token: festival.boss.token,
      }),
    ).toEqual({ status: 400, body: { detail: LAST_MEMBER_MESSAGE } });
    expect(
      await festival.api.call("DELETE", `admin/teams/${ranked.id}/members/${creator.userId}/`, {
        token: festival.boss.token,
      }),
    ).toEqual({ status: 404, body: { detail: MESSAGES.notFound } });
    expect(await festival.api.call("DELETE", `admin/teams/${ranked.id}/members/1/`, { token: member.token })).toEqual({
      status: 403,
      body: { detail: MESSAGES.forbidden },
    });
  });
});
