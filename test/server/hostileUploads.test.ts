import { request as httpRequest } from "node:http";
import type { Socket } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { teamEvents } from "../support/seedEvents";
import { organiser } from "./support/admin";
import { eventIdsBySlug, participant, startHarness, type Harness, type Participant } from "./support/harness";
import { seedTeams, type SeededTeam } from "./support/seedTeams";

const [, secondTeamEvent] = teamEvents(2);

// Replays of issue 37's first finding: large bodies sent to the API by callers it refuses. Each is answered while the
// caller is still sending, reads little more than the API's ordinary body limit, and changes nothing.

jest.setTimeout(120_000);

const BODY_LIMIT = 64 * 1024;
const TEN_MIB = 10 * 1024 * 1024;
/** What the server may read of a refused body: the ordinary limit, plus what sockets and the parser buffer. */
const READ_AT_MOST = 4 * BODY_LIMIT;
const CHUNK = 64 * 1024;

let api: Harness;
let eventId: Record<string, number>;
let boss: Participant;
let someone: Participant;
let teams: SeededTeam[];
/** Every connection the server accepted, by the client's port, with the bytes the server read from it. */
const accepted = new Map<number, Socket>();

beforeAll(async () => {
  api = await startHarness({ bodyLimit: BODY_LIMIT });
  api.app.server.on("connection", (socket: Socket) => accepted.set(socket.remotePort ?? 0, socket));
  eventId = await eventIdsBySlug(api);
  boss = await organiser(api);
  someone = await participant(api, { name: "Nosy Participant" });
  teams = await seedTeams(api.db, eventId[secondTeamEvent], "hos", 2);
  const csv = `team,rank\r\n${teams[0].code},1\r\n${teams[1].code},\r\n`;
  const saved = await fetch(`${api.url}admin/events/${eventId[secondTeamEvent]}/results/`, {
    method: "PUT",
    headers: { Authorization: `Token ${boss.token}`, "Content-Type": "text/csv" },
    body: csv,
  });
  expect(saved.status).toBe(200);
});
afterAll(() => api.close());

interface Replay {
  status: number;
  body: unknown;
  /** From the first byte sent to the answer's end. */
  ms: number;
  /** Bytes of the body the client had written when the answer arrived. */
  sentWhenAnswered: number;
  /** Bytes the server read from the connection, headers included, once it is closed. */
  serverRead: number;
}

/**
 * Sends `size` bytes of `a` as a body in 64 KiB chunks, a short pause between them (a caller on a fast line), and
 * stops sending once the answer arrives or the server closes the connection.
 */
async function replay(
  method: "POST" | "PUT",
  path: string,
  { type, token, size = TEN_MIB }: { type: string; token?: string; size?: number },
): Promise<Replay> {
  const started = performance.now();
  let sent = 0;
  let sentWhenAnswered = -1;
  let stop = false;
  const request = httpRequest(new URL(path, api.url), {
    method,
    headers: {
      "Content-Type": type,
      "Content-Length": size,
      ...(token ? { Authorization: `Token ${token}` } : {}),
    },
  });
  const answered = new Promise<{ status: number; body: unknown; ms: number }>((resolve, reject) => {
    request.on("response", (response) => {
      sentWhenAnswered = sent;
      stop = true;
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text), ms: performance.now() - started }),
      );
      response.on("error", reject);
    });
    // Writing into a connection the server closed after answering fails: the answer is what counts.
    request.on("error", (error) => (sentWhenAnswered >= 0 ? undefined : reject(error)));
  });
  const socket = await new Promise<Socket>((resolve) => request.once("socket", resolve));
  if (socket.connecting) await new Promise((resolve) => socket.once("connect", resolve));
  const port = socket.localPort ?? 0;
  const chunk = Buffer.alloc(CHUNK, "a");
  while (!stop && sent < size && !request.destroyed) {
    const part = chunk.subarray(0, Math.min(CHUNK, size - sent));
    sent += part.length;
    if (!request.write(part)) await Promise.race([new Promise((resolve) => request.once("drain", resolve)), sleep(50)]);
    await sleep(5);
  }
  if (!stop && sent >= size) request.end();
  const { status, body, ms } = await answered;
  request.destroy();
  // The server's side of the connection closes once the answer is sent (or the client's goes).
  const serverSocket = await pollFor(() => accepted.get(port));
  await pollFor(() => serverSocket.destroyed || undefined);
  return { status, body, ms, sentWhenAnswered, serverRead: serverSocket.bytesRead };
}

async function pollFor<T>(read: () => T | undefined): Promise<T> {
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    await sleep(10);
  }
}

const uploadPath = (method: "POST" | "PUT") =>
  `admin/events/${eventId[secondTeamEvent]}/results/${method === "POST" ? "preview/" : ""}`;

/** What the organisers' console shows of the event's results, and how many entries the audit log holds. */
async function state() {
  const results = await api.call("GET", `admin/events/${eventId[secondTeamEvent]}/results/`, { token: boss.token });
  const { rows } = await api.db.query<{ count: string }>("SELECT count(*) AS count FROM audit_log");
  return { results, audited: Number(rows[0].count) };
}

describe("a large body from a caller the route refuses", () => {
  it.each([
    ["POST", "text/csv"],
    ["PUT", "text/tab-separated-values"],
  ] as const)(
    "%s results as %s without a token: 401 within a second, while still sending, reading no more than the limit",
    async (method, type) => {
      const before = await state();
      const reply = await replay(method, uploadPath(method), { type });
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ detail: "Authentication credentials were not provided." });
      expect(reply.ms).toBeLessThan(1000);
      expect(reply.sentWhenAnswered).toBeLessThan(TEN_MIB);
      expect(reply.serverRead).toBeLessThan(READ_AT_MOST);
      expect(await state()).toEqual(before);
    },
  );

  it("a token that is not one, or a participant's: 401 or 403 the same way, and nothing changes", async () => {
    const before = await state();
    const forged = await replay("PUT", uploadPath("PUT"), { type: "text/csv", token: "not-a-real-token" });
    const participants = await replay("POST", uploadPath("POST"), { type: "text/csv", token: someone.token });
    for (const [reply, status] of [
      [forged, 401],
      [participants, 403],
    ] as const) {
      expect(reply.status).toBe(status);
      expect(reply.ms).toBeLessThan(1000);
      expect(reply.sentWhenAnswered).toBeLessThan(TEN_MIB);
      expect(reply.serverRead).toBeLessThan(READ_AT_MOST);
    }
    expect(await state()).toEqual(before);
  });

  it("a CSV body to a route that reads none: 415 without reading it, for a participant too", async () => {
    const team = await replay("POST", "teams/join/", { type: "text/csv", token: someone.token, size: 60_000 });
    expect(team).toMatchObject({ status: 415, body: { detail: 'Unsupported media type "text/csv" in request.' } });
    expect(team.ms).toBeLessThan(1000);
    const big = await replay("POST", "teams/join/", { type: "text/csv", token: someone.token });
    expect(big.status).toBe(415);
    expect(big.sentWhenAnswered).toBeLessThan(TEN_MIB);
    expect(big.serverRead).toBeLessThan(READ_AT_MOST);
  });

  it("answers other callers meanwhile: health/live/ while five refused uploads are being sent", async () => {
    const uploads = Array.from({ length: 5 }, (_, index) =>
      replay(index % 2 ? "PUT" : "POST", uploadPath(index % 2 ? "PUT" : "POST"), { type: "text/csv" }),
    );
    const started = performance.now();
    const health = await fetch(`${api.url}health/live/`);
    expect(health.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
    for (const reply of await Promise.all(uploads)) expect(reply.status).toBe(401);
  });
});

describe("a large JSON body", () => {
  it("is refused at the API's limit before the NUL check sees it, and a body within it is checked as JSON", async () => {
    const over = await replay("POST", "teams/join/", { type: "application/json", token: someone.token });
    expect(over).toMatchObject({
      status: 413,
      body: { detail: `Request body is too large (limit ${BODY_LIMIT} bytes).` },
    });
    expect(over.serverRead).toBeLessThan(READ_AT_MOST);
    const nul = await api.call("POST", "teams/join/", {
      token: someone.token,
      body: { access_code: "AB\u0000CD" },
    });
    expect(nul.status).toBe(400);
    expect(nul.body).toHaveProperty("access_code");
  });
});
