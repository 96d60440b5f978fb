import { request as httpRequest } from "node:http";
import { RESULTS_BODY_LIMIT } from "../../contract/results";
import type { CertificateCorrections } from "../../server/src/services/results";
import { teamEventSlugs } from "../support/seedEvents";
import { organiser } from "./support/admin";
import { eventIdsBySlug, participant, startHarness, type Harness, type Participant } from "./support/harness";
import { seedTeams, type SeededTeam } from "./support/seedTeams";

/** Published events of the seed, none in particular (test/support/seedEvents.ts). */
const [teamEvent, secondTeamEvent, thirdTeamEvent, fourthTeamEvent] = teamEventSlugs;

jest.setTimeout(240_000);

let api: Harness;
let eventId: Record<string, number>;
let boss: Participant;
const corrections: CertificateCorrections[] = [];

beforeAll(async () => {
  // Files of thousands of teams take seconds to read on a busy machine: the socket's idle limit (the API's default
  // request and keep-alive times) must not cut the connection while the server works on one. Seeding thousands of
  // teams in this process holds its event loop for seconds too: a kept-alive connection the server closes meanwhile
  // would be reused by the next fetch and reset, so idle connections are kept longer than any seeding takes.
  api = await startHarness({ timeouts: { requestMs: 120_000, keepAliveMs: 120_000 } }, undefined, {
    onCertificatesCorrected: (change) => void corrections.push(change),
  });
  eventId = await eventIdsBySlug(api);
  boss = await organiser(api);
});
afterAll(() => api.close());

/** A CSV (or any bytes) sent to a results route; the status and the parsed JSON answer. */
async function upload(
  method: "PUT" | "POST",
  slug: string,
  bytes: Uint8Array | string,
  query = "",
  type = "text/csv",
): Promise<{ status: number; body: Record<string, unknown> }> {
  const path = `admin/events/${eventId[slug]}/results/${method === "POST" ? "preview/" : ""}${query}`;
  const response = await fetch(api.url + path, {
    method,
    headers: { Authorization: `Token ${boss.token}`, "Content-Type": type },
    body: typeof bytes === "string" ? bytes : new Uint8Array(bytes),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

const preview = (slug: string, bytes: Uint8Array | string, query = "") => upload("POST", slug, bytes, query);

/**
 * An upload larger than the server takes: the server answers 413 as soon as it sees the length and closes the
 * connection while the body is still being sent, so the answer is read as it arrives (fetch would report only the
 * broken upload).
 */
function oversizedUpload(method: "PUT" | "POST", slug: string, bytes: Buffer) {
  const url = new URL(`admin/events/${eventId[slug]}/results/${method === "POST" ? "preview/" : ""}`, api.url);
  return new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const request = httpRequest(url, {
      method,
      headers: { Authorization: `Token ${boss.token}`, "Content-Type": "text/csv", "Content-Length": bytes.length },
    });
    request.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      response.on("error", reject);
    });
    // The write may break once the server has answered; the answer is what counts.
    request.on("error", (error) => (request.writableEnded ? undefined : reject(error)));
    request.end(bytes);
  });
}

const utf16le = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
const utf16be = (text: string) => Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, "utf16le").swap16()]);

describe("reading a results file", () => {
  let teams: SeededTeam[];
  beforeAll(async () => {
    teams = await seedTeams(api.db, eventId[secondTeamEvent], "enc", 2);
  });

  const csv = () => `team,rank\r\n${teams[0].code},1\r\n${teams[1].code},\r\n`;
  const expected = () => ({
    ranking: [{ team: teams[0].id, rank: 1 }],
    participated: [{ team: teams[1].id }],
  });

  it("reads UTF-8 with and without a byte order mark, tabs or commas", async () => {
    for (const body of [csv(), `\uFEFF${csv()}`, csv().replace(/,/g, "\t")]) {
      const reply = await preview(secondTeamEvent, body);
      expect(reply).toMatchObject({ status: 200, body: { results: expected() } });
    }
  });

  it("refuses other encodings, NUL bytes and broken quoting with a 400 that says what to do", async () => {
    const latin1 = Buffer.from(`team,rank\r\n${teams[0].code},1\r\nCaf\u00e9,2\r\n`, "latin1");
    const noMark = Buffer.from(csv(), "utf16le");
    const spreadsheetUnicode = [utf16le(csv()), utf16be(csv()), utf16le(csv().replace(/,/g, "\t"))];
    for (const body of [latin1, noMark, `team,rank\r\n${teams[0].code}\u0000,1\r\n`, ...spreadsheetUnicode]) {
      const reply = await preview(secondTeamEvent, body);
      expect(reply.status).toBe(400);
      expect(reply.body.csv).toEqual([expect.stringContaining('save it as "CSV UTF-8')]);
    }
    const broken = await preview(secondTeamEvent, `team,rank\r\n${teams[0].code},1\r\n"${teams[1].code},2\r\n`);
    expect(broken).toEqual({
      status: 400,
      body: { csv: [expect.stringMatching(/^The file is not valid CSV at line 3 \(a quote that never closes\)/)] },
    });
  });

  it("names the file's row of each problem", async () => {
    const reply = await preview(secondTeamEvent, `team,rank\r\n${teams[0].code},first\r\nNOPE123,2\r\n`);
    expect(reply).toEqual({
      status: 400,
      body: {
        csv: [
          `Row 2: the rank must be a whole number from 1 to 1000000, or empty for a team that took part.`,
          'Row 3: no team has the access code or id "NOPE123".',
        ],
      },
    });
  });
});

describe("the results routes' body limit", () => {
  it("accepts a results file far above the API's 64 KB limit, and answers 413 naming the limit above its own", async () => {
    const teams = await seedTeams(api.db, eventId[fourthTeamEvent], "big", 6000);
    const body = `team,rank\r\n${teams.map((team, index) => `${team.code},${index + 1}`).join("\r\n")}\r\n`;
    expect(Buffer.byteLength(body)).toBeGreaterThan(64 * 1024);
    const previewed = await preview(fourthTeamEvent, body);
    expect(previewed.status).toBe(200);
    expect((previewed.body.results as { ranking: unknown[] }).ranking).toHaveLength(6000);
    const saved = await upload("PUT", fourthTeamEvent, body);
    expect(saved.status).toBe(200);

    const huge = Buffer.alloc(RESULTS_BODY_LIMIT + 1, "a");
    for (const method of ["PUT", "POST"] as const) {
      const reply = await oversizedUpload(method, fourthTeamEvent, huge);
      expect(reply).toEqual({
        status: 413,
        body: {
          detail:
            "The file is too large: results uploads are limited to 10 MB (10485760 bytes). Remove the columns the " +
            "upload does not use, or split the file.",
        },
      });
    }
    // Other routes keep the API's own limit.
    const elsewhere = await api.call("PUT", "profile/", { token: boss.token, payload: `"${"a".repeat(70_000)}"` });
    expect(elsewhere.status).toBe(413);
  });
});

describe("a leaderboard keyed by member", () => {
  let teams: SeededTeam[];
  let loner: number;
  beforeAll(async () => {
    teams = await seedTeams(api.db, eventId[thirdTeamEvent], "lb", 4);
    // Two participants claim the handle "shared"; one has a handle but no team in this event.
    const { rows } = await api.db.query<{ id: number }>(
      `INSERT INTO users (uid, email, name, referral_code)
       VALUES ('lb-x1', 'x1@example.com', 'X One', 'LBX1'), ('lb-x2', 'x2@example.com', 'X Two', 'LBX2'),
              ('lb-x3', 'Loner@Example.com', 'Lone Wolf', 'LBX3') RETURNING id`,
    );
    await api.db.query(
      "INSERT INTO handles (user_id, codeforces) VALUES ($1, 'Shared'), ($2, '@shared '), ($3, 'loner')",
      rows.map((row) => row.id),
    );
    loner = rows[2].id;
    // X Two is also in the fourth team (as its second member): the preview names that team among the claimants.
    await api.db.query("UPDATE team_members SET user_id = $1 WHERE team_id = $2 AND user_id = $3", [
      rows[1].id,
      teams[3].id,
      teams[3].members[1].id,
    ]);
    // A leaderboard's e-mail names only a verified address: these participants verified theirs.
    await api.db.query("UPDATE users SET is_verified = true WHERE uid LIKE 'lb-%'");
  });

  const board = () =>
    [
      "Rank,Handle,Score",
      `1, @${teams[0].members[0].handle.toUpperCase()} ,100`,
      `2,${teams[0].members[1].handle},90`,
      `3,${teams[1].members[1].handle},80`,
      `first,${teams[2].members[0].handle},70`,
      "4,nobody-at-all,60",
      "5,shared,50",
      "6,loner,40",
      `,${teams[3].members[0].handle},0`,
      "7,,0",
    ].join("\r\n");
  const byHandle = "?key=codeforces&key_column=handle&rank_column=%20RANK%20";

  it("previews the teams it matched and every row it could not use, with the reason, saving nothing", async () => {
    const reply = await preview(thirdTeamEvent, board(), byHandle);
    expect(reply.status).toBe(200);
    expect(reply.body.results).toMatchObject({
      ranking: [
        { team: teams[0].id, rank: 1 },
        { team: teams[1].id, rank: 3 },
      ],
      participated: [{ team: teams[3].id }],
    });
    // The event's registration has not closed by its schedule: handles are matched as they stand, and each used row
    // says so.
    const asItStands =
      "Matched by Codeforces handle as it stands (the event's registration has not closed by its schedule).";
    const used = (line: number, value: string, team: SeededTeam) => ({
      line,
      value,
      team: team.id,
      team_name: team.name,
      match: "handle",
      as_of: null,
      message: asItStands,
    });
    expect(reply.body.leaderboard).toEqual({
      rows: 9,
      used: 3,
      unused_count: 6,
      handles_as_of: null,
      used_rows: [
        used(2, ` @${teams[0].members[0].handle.toUpperCase()} `.trim(), teams[0]),
        used(4, teams[1].members[1].handle, teams[1]),
        used(9, teams[3].members[0].handle, teams[3]),
      ],
      unused: [
        {
          line: 3,
          value: teams[0].members[1].handle,
          reason: "duplicate_team",
          message: `Another row (line 2) is for the same team, ${teams[0].name}, with rank 1: the best rank is kept.`,
        },
        {
          line: 5,
          value: teams[2].members[0].handle,
          reason: "bad_rank",
          message: 'The rank "first" is not a whole number from 1 to 1000000.',
        },
        {
          line: 6,
          value: "nobody-at-all",
          reason: "no_participant",
          message: "No participant has this Codeforces handle.",
        },
        {
          line: 7,
          value: "shared",
          reason: "ambiguous",
          message:
            "2 participants give this Codeforces handle: none of them is used (handles are written by participants).",
          claimants: [
            { user: expect.any(Number), name: "X One", team: null, team_name: null },
            { user: expect.any(Number), name: "X Two", team: teams[3].id, team_name: teams[3].name },
          ],
        },
        {
          line: 8,
          value: "loner",
          reason: "not_in_team",
          message: "This participant is not in a team of this event.",
        },
        { line: 10, value: "", reason: "no_key", message: "No Codeforces handle in this row." },
      ],
    });
    const saved = await api.call("GET", `admin/events/${eventId[thirdTeamEvent]}/results/`, { token: boss.token });
    expect(saved.body).toMatchObject({ ranking: [], participated: [] });
  });

  it("saves what the preview showed when confirmed, and matches e-mails ignoring case and spaces", async () => {
    const put = await upload("PUT", thirdTeamEvent, board(), byHandle);
    expect(put).toMatchObject({ status: 200, body: { ranking: [{ rank: 1 }, { rank: 3 }], participated: [{}] } });

    const emails = `E-mail;Place\r\n ${teams[2].members[1].email.toUpperCase()} ;2\r\nloner@EXAMPLE.com;1\r\n`;
    const reply = await preview(thirdTeamEvent, emails, "?key=email&key_column=e-mail&rank_column=place");
    expect(reply.body).toMatchObject({
      results: { ranking: [{ team: teams[2].id, rank: 2 }], participated: [] },
      leaderboard: {
        rows: 2,
        used: 1,
        handles_as_of: null,
        used_rows: [{ line: 2, team: teams[2].id, match: "verified_email", message: "Matched by verified e-mail." }],
        unused: [{ line: 3, reason: "not_in_team" }],
      },
    });
    expect(loner).toBeGreaterThan(0);
  });

  it("says which column is missing, naming the file's columns", async () => {
    const reply = await preview(thirdTeamEvent, board(), "?key=codeforces&key_column=username&rank_column=rank");
    expect(reply).toEqual({
      status: 400,
      body: { key_column: ['The file has no column named "username": its first row names "Rank", "Handle", "Score".'] },
    });
    const unnamed = await preview(thirdTeamEvent, board(), "?key=codeforces");
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.key_column).toEqual([expect.stringContaining("Name both columns")]);
  });
});

interface Cert {
  id: string;
  kind: string;
  rank: number | null;
  revoked_at?: string | null;
  revoked_reason?: string | null;
}

describe("amending published results", () => {
  it("previews who gains and who loses, revokes with the reason, issues the new, and may issue again later", async () => {
    const [a, b, c, d] = await seedTeams(api.db, eventId[teamEvent], "am", 4);
    const holder = await participant(api, { name: "Cleo Holder" });
    // The signed-in participant replaces C's second member, so their own list can be read.
    await api.db.query("UPDATE team_members SET user_id = $1 WHERE team_id = $2 AND user_id = $3", [
      holder.userId,
      c.id,
      c.members[1].id,
    ]);
    const file = (rows: string[]) => `team,rank\r\n${rows.join("\r\n")}\r\n`;
    expect((await upload("PUT", teamEvent, file([`${a.code},1`, `${b.code},2`, `${c.code},`]))).status).toBe(200);
    const published = await api.call("POST", `admin/events/${eventId[teamEvent]}/results/publish/`, {
      token: boss.token,
    });
    expect(published.body).toEqual({ issued: 10, already_issued: 0 });
    const [cBefore] = (await api.call<Cert[]>("GET", "certificates/", { token: holder.token })).body;

    const amendment = file([`${b.code},1`, `${a.code},2`, `${d.code},3`]);
    const previewed = await preview(teamEvent, amendment);
    expect(previewed.status).toBe(200);
    const diff = previewed.body.certificates as { gained: Cert[]; lost: Cert[]; gained_count: number };
    expect(previewed.body.certificates).toMatchObject({ gained_count: 8, lost_count: 6 });
    expect(diff.gained.map((row) => [row.kind, row.rank]).sort()).toEqual(
      [
        ["merit", 1],
        ["merit", 1],
        ["merit", 2],
        ["merit", 2],
        ["merit", 3],
        ["merit", 3],
        ["participation", null],
        ["participation", null],
      ].sort(),
    );
    expect(diff.lost).toContainEqual({ name: "Cleo Holder", team_name: c.name, kind: "participation", rank: null });

    const saved = await upload("PUT", teamEvent, amendment);
    expect(saved).toMatchObject({ status: 200, body: { ranking: [{ rank: 1 }, { rank: 2 }], amendment: {} } });
    expect((await api.call("GET", `results/${teamEvent}/`)).body).toMatchObject({ corrected_at: null });
    expect(await api.call<Cert[]>("GET", "certificates/", { token: holder.token })).toMatchObject({
      body: [{ id: cBefore.id, revoked_at: null }],
    });

    const corrected = await api.call("POST", `admin/events/${eventId[teamEvent]}/results/publish/`, {
      token: boss.token,
    });
    expect(corrected.body).toEqual({ issued: 8, already_issued: 4, revoked: 6 });
    const today = new Date().toISOString().slice(0, 10);
    const [revoked] = (await api.call<Cert[]>("GET", "certificates/", { token: holder.token })).body;
    expect(revoked).toMatchObject({
      id: cBefore.id,
      revoked_at: expect.stringMatching(/^\d{4}-/),
      revoked_reason: `Results corrected on ${today}.`,
    });
    expect((await api.call("GET", `results/${teamEvent}/`)).body).toMatchObject({
      corrected_at: expect.stringMatching(/^\d{4}-/),
      ranking: [{ rank: 1, team_name: b.name }, { rank: 2 }, { rank: 3, team_name: d.name }],
    });
    expect(corrections).toHaveLength(1);
    expect(corrections[0]).toMatchObject({ eventId: eventId[teamEvent], reason: `Results corrected on ${today}.` });
    expect(corrections[0].lost).toHaveLength(6);
    expect(corrections[0].gained).toHaveLength(8);
    expect(corrections[0].lost).toContainEqual({
      id: cBefore.id,
      user_id: holder.userId,
      kind: "participation",
      rank: null,
    });

    // An organiser revokes one of D's; a later amendment gives C back a (new) certificate but not that one to D.
    const { rows } = await api.db.query<{ id: string }>(
      "SELECT id FROM certificates WHERE user_id = $1 AND kind = 'participation' AND revoked_at IS NULL",
      [d.members[0].id],
    );
    await api.call("DELETE", `admin/certificates/${rows[0].id}/?reason=Disqualified`, { token: boss.token });
    await upload("PUT", teamEvent, file([`${b.code},1`, `${a.code},2`, `${d.code},3`, `${c.code},`]));
    const again = await api.call("POST", `admin/events/${eventId[teamEvent]}/results/publish/`, { token: boss.token });
    expect(again.body).toEqual({ issued: 2, already_issued: 12, revoked: 0 });
    const mine = (await api.call<Cert[]>("GET", "certificates/", { token: holder.token })).body;
    expect(mine).toMatchObject([
      { kind: "participation", revoked_at: null },
      { id: cBefore.id, revoked_reason: `Results corrected on ${today}.` },
    ]);
    expect(mine[0].id).not.toBe(cBefore.id);
    const { rows: dCerts } = await api.db.query<{ revoked_reason: string | null }>(
      "SELECT revoked_reason FROM certificates WHERE user_id = $1 AND kind = 'participation'",
      [d.members[0].id],
    );
    expect(dCerts).toEqual([{ revoked_reason: "Disqualified" }]);
  });
});
