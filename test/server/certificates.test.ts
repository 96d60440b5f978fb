import { eventIdsBySlug, participant, startHarness, type Harness, type Participant } from "./support/harness";

jest.setTimeout(60_000);

interface Certificate {
  id: string;
  event: { slug: string; name: string };
  name: string;
  edition: string;
  issued_at: string;
}

let api: Harness;
let eventId: Record<string, number>;

beforeAll(async () => {
  api = await startHarness();
  eventId = await eventIdsBySlug(api);
});
afterAll(() => api.close());

async function register(who: Participant, slug: string, teamName?: string) {
  const reply = await api.call<{ id: number; access_code: string }>("POST", "teams/create/", {
    token: who.token,
    body: { event: eventId[slug], team_name: teamName },
  });
  if (reply.status !== 200) throw new Error(`teams/create/ failed: ${JSON.stringify(reply.body)}`);
  return reply.body;
}

const list = (who: Participant) => api.call<Certificate[]>("GET", "certificates/", { token: who.token });

describe("GET certificates/", () => {
  it("lists a certificate for each event the caller's team took part in, with a stable unguessable id", async () => {
    const who = await participant(api, { name: "Ananya Rao" });
    await register(who, "ctf", "Cert Crackers");
    await register(who, "manthan");
    const first = await list(who);
    expect(first.status).toBe(200);
    expect(first.body).toEqual([
      {
        id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        event: { slug: "ctf", name: "Capture The Flag" },
        name: "Ananya Rao",
        edition: "Codefest '20",
        issued_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      {
        id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        event: { slug: "manthan", name: "Manthan" },
        name: "Ananya Rao",
        edition: "Codefest '20",
        issued_at: expect.any(String),
      },
    ]);
    expect(first.body[0].id).not.toBe(first.body[1].id);
    expect((await list(who)).body).toEqual(first.body);
  });

  it("issues one certificate per event when several first listings race", async () => {
    const who = await participant(api);
    await register(who, "vista", "Racing Frames");
    const replies = await Promise.all(Array.from({ length: 5 }, () => list(who)));
    const ids = new Set(replies.flatMap((reply) => reply.body.map((certificate) => certificate.id)));
    expect(ids.size).toBe(1);
    const { rows } = await api.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM certificates WHERE user_id = $1",
      [who.userId],
    );
    expect(rows[0].n).toBe(1);
  });

  it("does not list another user's certificates, even a teammate's", async () => {
    const lead = await participant(api, { name: "Team Lead" });
    const mate = await participant(api, { name: "Team Mate" });
    const team = await register(lead, "vista", "Shared Frames");
    await api.call("POST", "teams/join/", { token: mate.token, body: { access_code: team.access_code } });
    const [mine, theirs] = [(await list(lead)).body, (await list(mate)).body];
    expect(mine.map((certificate) => certificate.name)).toEqual(["Team Lead"]);
    expect(theirs.map((certificate) => certificate.name)).toEqual(["Team Mate"]);
    expect(theirs[0].id).not.toBe(mine[0].id);
    const stranger = await participant(api);
    expect((await list(stranger)).body).toEqual([]);
  });

  it("is empty for a user in no team", async () => {
    const loner = await participant(api, { ready: false });
    expect(await list(loner)).toEqual({ status: 200, body: [] });
  });

  it("issues nothing for a team the user left before listing", async () => {
    const lead = await participant(api);
    const mate = await participant(api);
    const team = await register(lead, "enigma", "Brief Stay");
    await api.call("POST", "teams/join/", { token: mate.token, body: { access_code: team.access_code } });
    expect((await api.call("DELETE", `teams/${team.id}/`, { token: mate.token })).status).toBe(204);
    expect((await list(mate)).body).toEqual([]);
    expect((await list(lead)).body.map((certificate) => certificate.event.slug)).toEqual(["enigma"]);
  });

  it("keeps a certificate once issued when the user later leaves", async () => {
    const solo = await participant(api);
    const team = await register(solo, "perplexed");
    const issued = (await list(solo)).body;
    await api.call("DELETE", `teams/${team.id}/`, { token: solo.token });
    expect((await list(solo)).body).toEqual(issued);
  });

  it("issues nothing for a team below its event's minimum size", async () => {
    const lead = await participant(api);
    await register(lead, "linguipedia", "Half Team");
    await api.db.query("UPDATE events SET min_members = 2 WHERE slug = 'linguipedia'");
    try {
      expect((await list(lead)).body).toEqual([]);
    } finally {
      await api.db.query("UPDATE events SET min_members = 1 WHERE slug = 'linguipedia'");
    }
  });

  it("answers 401 without a token or with a bad one", async () => {
    expect(await api.call("GET", "certificates/")).toEqual({
      status: 401,
      body: { detail: "Authentication credentials were not provided." },
    });
    expect((await api.call("GET", "certificates/", { token: "0".repeat(40) })).status).toBe(401);
  });
});

describe("GET certificates/{id}/", () => {
  it("lets anyone verify a real id and shows no e-mail or other personal data", async () => {
    const who = await participant(api, { name: "अनन्या" });
    await register(who, "mathmania");
    const [certificate] = (await list(who)).body;
    const reply = await api.call("GET", `certificates/${certificate.id}/`);
    expect(reply).toEqual({
      status: 200,
      body: {
        id: certificate.id,
        name: "अनन्या",
        event: "MathMania",
        edition: "Codefest '20",
        issued_at: certificate.issued_at,
      },
    });
    expect(JSON.stringify(reply.body)).not.toContain(who.email);
  });

  it("answers 404 for made-up, malformed and foreign-looking ids", async () => {
    for (const id of ["AAAAAAAAAAAAAAAAAAAAAA", "short", "x".repeat(65), "%27%20OR%201%3D1--", "..%2F..%2Fevents"]) {
      expect(await api.call("GET", `certificates/${id}/`)).toEqual({ status: 404, body: { detail: "Not found." } });
    }
  });
});
