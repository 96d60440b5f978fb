import type { FastifyBaseLogger } from "fastify";
import type { ParsedMail } from "mailparser";
import type { MailConfig } from "../../server/src/config";
import type { Db, Queryable, QueryOptions, Row as DbRow } from "../../server/src/db/types";
import { claimDue } from "../../server/src/repos/outbox";
import { classifySmtpError, type MailWorker, pauseAfter, startMailWorker } from "../../server/src/services/mailWorker";
import { readUnsubscribeToken } from "../../server/src/services/unsubscribe";
import { openMigratedDb } from "./support/migratedDb";
import { type SeededTeam, seedTeams } from "./support/seedTeams";
import { startSmtp, type TestSmtp, until, testMailConfig } from "./support/smtp";
import { type Receiver, startReceiver } from "./support/webhookReceiver";

// The mail worker (server/src/services/mailWorker.ts) driven directly on a migrated database, without the API: what
// arrives at a stand-in SMTP server and a stand-in chat webhook, and what each queue row becomes (sent, retried with
// its backoff, failed with its reason), at the configured rate, over the configured number of connections.
// test/server/mail.test.ts and mailDelivery.test.ts hold the same through the API (35 to 50 s each).

jest.setTimeout(60_000);

const PUBLIC_URL = "https://codefest.example.org";
const API_URL = "https://api.codefest.example.org";
const FROM = "no-reply@codefest.example.org";
/** fetch's failure as the worker words it ("TypeError: " in front under Jest, whose realm has its own Error). */
const FETCH_FAILED = /^webhook: (TypeError: )?fetch failed$/;

type LogEntry = { level: string; fields: Record<string, unknown>; text: string };

/** A logger that keeps what the worker logs (what an operator reads). */
function recordingLog(entries: LogEntry[]): FastifyBaseLogger {
  const at =
    (level: string) =>
    (first: unknown, second?: unknown): void => {
      if (typeof first === "string") entries.push({ level, fields: {}, text: first });
      else entries.push({ level, fields: first as Record<string, unknown>, text: String(second) });
    };
  const log = {
    level: "info",
    info: at("info"),
    warn: at("warn"),
    error: at("error"),
    fatal: at("fatal"),
    debug: at("debug"),
    trace: at("trace"),
    silent: () => undefined,
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger;
}

let db: Db;
let closeDb: () => Promise<void>;
let smtp: TestSmtp;
let hook: Receiver;
let eventId: number;
let eventSlug: string;
let team: SeededTeam;
let workers: MailWorker[] = [];
/** The stand-ins a test took down, started again after it. */
let smtpDown = false;
let hookDown = false;
let logs: LogEntry[] = [];
/** Set by a test that makes the worker log an error; any other test fails on one (a round that breaks quietly). */
let errorsExpected = false;

beforeAll(async () => {
  ({ db, close: closeDb } = await openMigratedDb());
  const { rows } = await db.query<{ id: number; slug: string }>(
    "SELECT id, slug FROM events WHERE max_members = 2 ORDER BY id LIMIT 1",
  );
  ({ id: eventId, slug: eventSlug } = rows[0]);
  [team] = await seedTeams(db, eventId, "mw", 1);
  await db.query("UPDATE users SET is_verified = true");
  smtp = await startSmtp();
  hook = await startReceiver();
});

afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  await hook?.close();
  await smtp?.stop();
  await closeDb();
});

afterEach(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  workers = [];
  const errors = logs.filter((entry) => entry.level === "error");
  logs = [];
  if (!errorsExpected) expect(errors).toEqual([]);
  errorsExpected = false;
  await db.query("DELETE FROM mail_outbox");
  await db.query("DELETE FROM announcements");
  await db.query("DELETE FROM reminder_marks");
  await db.query("UPDATE events SET starts_at = NULL, ends_at = NULL, registration_closes_at = NULL");
  smtp.inbox.length = 0;
  smtp.refuse.clear();
  smtp.defer.clear();
  if (smtpDown) await smtp.start();
  smtpDown = false;
  hook.posts.length = 0;
  hook.answers.length = 0;
  hook.delayMs = 0;
  hook.busiest = 0;
  if (hookDown) await hook.open();
  hookDown = false;
});

const mailConfig = (extra: Partial<MailConfig> = {}) =>
  testMailConfig(smtp, { from: `"Codefest '20" <${FROM}>`, ...extra });

/**
 * Starts a worker (stopped after the test); reminders off unless asked for, as they would queue mail of their own;
 * `db` another view of the database (one that fails a statement).
 */
function work(
  mail: Partial<MailConfig> = {},
  options: { reminders?: boolean; participantsActive?: () => boolean; pollMs?: number; db?: Queryable } = {},
) {
  const worker = startMailWorker({
    db,
    log: recordingLog(logs),
    mail: mailConfig(mail),
    links: { publicUrl: PUBLIC_URL, apiPublicUrl: API_URL, timeZone: "Asia/Kolkata" },
    reminders: false,
    participantsActive: () => false,
    ...options,
  });
  workers.push(worker);
  return worker;
}

const member = (index: number) => team.members[index];

/** Queues one e-mail row as the services do; returns its id and Message-ID. */
async function queue(
  kind: string,
  recipient: string,
  data: object,
  extra: { userId?: number | null; announcementId?: number; attempts?: number; held?: boolean } = {},
) {
  // `held`: due only in an hour, until the test makes it due (several rows at once, so a worker sees all or none).
  const { rows } = await db.query<{ id: number; message_id: string }>(
    `INSERT INTO mail_outbox (kind, recipient, user_id, data, announcement_id, attempts, next_attempt_at)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, now() + CASE WHEN $7 THEN interval '1 hour' ELSE interval '0' END)
     RETURNING id::int AS id, message_id`,
    [
      kind,
      recipient,
      extra.userId ?? null,
      JSON.stringify(data),
      extra.announcementId ?? null,
      extra.attempts ?? 0,
      extra.held ?? false,
    ],
  );
  return rows[0];
}

const joined = (index: number, teamName = "Null Pointers", extra: { attempts?: number; held?: boolean } = {}) =>
  queue(
    "team.joined",
    member(index).email,
    { team: teamName, event: "CTF", member: "Ada" },
    { userId: member(index).id, ...extra },
  );

async function announce(title: string, body: string) {
  const { rows } = await db.query<{ id: number }>(
    "INSERT INTO announcements (title, body, event_id, channels) VALUES ($1, $2, $3, '{email,webhook}') RETURNING id",
    [title, body, eventId],
  );
  return rows[0].id;
}

/** Queues the webhook post of an announcement, as publishing one does. */
async function queuePost(announcementId: number) {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO mail_outbox (channel, kind, recipient, announcement_id)
     VALUES ('webhook', 'announcement', $1, $2) RETURNING id::int AS id`,
    [hook.url, announcementId],
  );
  return rows[0].id;
}

type Row = {
  status: string;
  attempts: number;
  last_error: string | null;
  locked: boolean;
  sent: boolean;
  /** Seconds from the database's now to the next attempt. */
  wait: number;
  sent_ms: number | null;
};
const row = async (id: number) =>
  (
    await db.query<Row>(
      `SELECT status, attempts, last_error, locked_until IS NOT NULL AS locked, sent_at IS NOT NULL AS sent,
         extract(epoch from next_attempt_at - now())::float8 AS wait,
         (extract(epoch from sent_at) * 1000)::float8 AS sent_ms
       FROM mail_outbox WHERE id = $1`,
      [id],
    )
  ).rows[0];
/** The row once its try `attempts` is over and it waits for the next (not leased). */
const retried = (id: number, attempts: number) =>
  until(
    () => row(id),
    (found) => found.attempts === attempts && !found.locked,
  );
const settled = (id: number) =>
  until(
    () => row(id),
    (found) => found.status !== "queued",
  );
/** A header as sent (unfolded), or undefined without it. */
const header = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((item) => item.key === name)
    ?.line.replace(/\r?\n[ \t]+/g, " ")
    .replace(/^[^:]+:\s*/, "")
    .trim();
/**
 * Brings a retried row's next attempt to now and wakes the worker: a test reads the backoff from the row (`wait`)
 * instead of waiting it out (1, 2, 4 s...).
 */
async function dueNow(worker: MailWorker, id: number) {
  await db.query("UPDATE mail_outbox SET next_attempt_at = now() WHERE id = $1", [id]);
  worker.poke();
}
/**
 * Seconds from the try of `first` to the try of `second`, each retried once (the same 1 s backoff, so the gap of their
 * next attempts is the gap of their tries, on the database's clock).
 */
const gap = async (first: number, second: number) =>
  (
    await db.query<{ gap: number }>(
      `SELECT extract(epoch from b.next_attempt_at - a.next_attempt_at)::float8 AS gap
       FROM mail_outbox a, mail_outbox b WHERE a.id = $1 AND b.id = $2`,
      [first, second],
    )
  ).rows[0].gap;
/**
 * The database as the worker sees it during a blip: the first statement that matches `pattern` fails (the connection
 * lost), every other one runs. `failedAt` is when it failed, `claims` when the worker looked for due mail.
 */
function blipping(pattern: RegExp) {
  const seen = { failedAt: 0, claims: [] as number[] };
  let armed = true;
  const view: Queryable = {
    query<T extends DbRow = DbRow>(sql: string, params?: unknown[], options?: QueryOptions) {
      if (sql.includes("FOR UPDATE SKIP LOCKED")) seen.claims.push(Date.now());
      if (armed && pattern.test(sql)) {
        armed = false;
        seen.failedAt = Date.now();
        return Promise.reject(new Error("Connection terminated unexpectedly"));
      }
      return db.query<T>(sql, params, options);
    },
    exec: (sql) => db.exec(sql),
  };
  return Object.assign(seen, { db: view });
}
/** The database as a busy machine's: statements that match `pattern` answer `ms` later. */
function slowed(pattern: RegExp, ms: number): Queryable {
  return {
    async query<T extends DbRow = DbRow>(sql: string, params?: unknown[], options?: QueryOptions) {
      if (pattern.test(sql)) await new Promise((resolve) => setTimeout(resolve, ms));
      return db.query<T>(sql, params, options);
    },
    exec: (sql) => db.exec(sql),
  };
}
const logged = (text: string) => logs.filter((entry) => entry.text === text);

describe("classifySmtpError", () => {
  it("keeps a 5xx as a permanent refusal and a 4xx as a passing one, with the server's answer", () => {
    expect(classifySmtpError({ responseCode: 550, code: "EENVELOPE", response: " 550 No such mailbox " })).toEqual({
      ok: false,
      permanent: true,
      reason: "550 No such mailbox",
      connection: false,
    });
    expect(classifySmtpError({ responseCode: 500, message: "syntax" })).toMatchObject({
      permanent: true,
      reason: "syntax",
    });
    expect(classifySmtpError({ responseCode: 451, response: "451 Try later" })).toEqual({
      ok: false,
      permanent: false,
      reason: "451 Try later",
      connection: false,
    });
    expect(classifySmtpError({ responseCode: 499, response: "499" }).permanent).toBe(false);
    // An answer without words is named by its code.
    expect(classifySmtpError({ responseCode: 552, response: "  " }).reason).toBe("SMTP 552");
  });

  it("fails a refused envelope or message for good, and retries connection trouble and a rejected login", () => {
    expect(classifySmtpError({ code: "EENVELOPE", message: "No recipients defined" })).toEqual({
      ok: false,
      permanent: true,
      reason: "No recipients defined",
      connection: false,
    });
    expect(classifySmtpError({ code: "EMESSAGE", message: "bad" })).toMatchObject({ permanent: true });
    expect(classifySmtpError({ code: "ECONNECTION", message: "connect ECONNREFUSED 127.0.0.1:1" })).toEqual({
      ok: false,
      permanent: false,
      reason: "ECONNECTION: connect ECONNREFUSED 127.0.0.1:1",
      connection: true,
    });
    // A rejected login is answered with a 535, but only the configuration can fix it: the worker waits.
    expect(classifySmtpError({ code: "EAUTH", responseCode: 535, response: "535 Bad login" })).toEqual({
      ok: false,
      permanent: false,
      reason: "EAUTH: 535 Bad login",
      connection: true,
    });
    expect(classifySmtpError(new Error("socket hang up"))).toEqual({
      ok: false,
      permanent: false,
      reason: "error: socket hang up",
      connection: true,
    });
    expect(classifySmtpError(undefined).reason).toBe("error: undefined");
  });
});

describe("pauseAfter", () => {
  it("goes straight on after sending, polls when idle, and backs off while the mail server cannot be reached", () => {
    expect(pauseAfter("busy", 0)).toBe(0);
    expect(pauseAfter("busy", 4)).toBe(0);
    expect(pauseAfter("idle", 0)).toBe(500);
    expect(pauseAfter("idle", 3, 60_000)).toBe(60_000);
    // A round that failed (the database) with the mail server fine; then 1 s, 2 s... per unreachable try in a row.
    expect([0, 1, 2, 3, 4].map((failures) => pauseAfter("down", failures))).toEqual([500, 1000, 2000, 4000, 8000]);
    expect(pauseAfter("down", 5)).toBe(10_000);
    expect(pauseAfter("down", 40)).toBe(10_000);
  });
});

describe("an e-mail", () => {
  it("arrives from MAIL_FROM with its subject, text, HTML, Message-ID, kind and one-click unsubscribe; its row is sent", async () => {
    const { id, message_id } = await joined(0);
    work();
    const mail = await smtp.waitFor(member(0).email);
    expect(mail.from?.value).toEqual([{ address: FROM, name: "Codefest '20" }]);
    expect(mail.subject).toBe("Codefest '20: Ada joined your team Null Pointers");
    expect(mail.text).toContain('Ada joined your team "Null Pointers" for CTF.');
    expect(mail.html).toContain(`<a href="${PUBLIC_URL}/dashboard/events">See your team</a>`);
    expect(mail.messageId).toBe(`<${message_id}@api.codefest.example.org>`);
    expect(header(mail, "x-codefest-kind")).toBe("team.joined");
    expect(header(mail, "precedence")).toBeUndefined();
    // The unsubscribe link is the API's, and opens this recipient's team news.
    const link = /^<(.+)>$/.exec(header(mail, "list-unsubscribe") ?? "")?.[1] ?? "";
    const token = new RegExp(`^${API_URL}/api/unsubscribe/([^/]+)/$`).exec(link)?.[1] ?? "";
    await expect(readUnsubscribeToken(db, token)).resolves.toEqual({ userId: member(0).id, category: "team" });
    expect(header(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(mail.text).toContain(`Stop team news by e-mail: ${link}`);
    expect(await settled(id)).toMatchObject({
      status: "sent",
      attempts: 1,
      last_error: null,
      locked: false,
      sent: true,
    });
    expect(smtp.inbox).toHaveLength(1);
  });

  it("goes as bulk mail for an announcement; a mail outside the categories (results) has no unsubscribe", async () => {
    const announcementId = await announce("Doors open", "Bring a laptop.");
    const bulk = await queue("announcement", member(0).email, {}, { userId: member(0).id, announcementId });
    const results = await queue(
      "results.published",
      member(1).email,
      { event: "CTF", slug: eventSlug, certificates: [] },
      { userId: member(1).id },
    );
    work();
    const announcement = await smtp.waitFor(member(0).email);
    expect(announcement.subject).toBe("Codefest '20: Doors open");
    expect(announcement.text).toContain("Bring a laptop.");
    expect(header(announcement, "precedence")).toBe("bulk");
    expect(header(announcement, "x-codefest-kind")).toBe("announcement");
    expect(header(announcement, "list-unsubscribe")).toMatch(/\/api\/unsubscribe\/\d+-announcements-/);
    const result = await smtp.waitFor(member(1).email);
    expect(result.subject).toBe("Codefest '20: Results of CTF are out");
    expect(header(result, "list-unsubscribe")).toBeUndefined();
    expect(header(result, "list-unsubscribe-post")).toBeUndefined();
    expect(header(result, "precedence")).toBeUndefined();
    expect((await settled(bulk.id)).status).toBe("sent");
    expect((await settled(results.id)).status).toBe("sent");
  });

  it("that cannot be written (an unknown kind) fails for good with the reason, and the next one still goes", async () => {
    const broken = await queue("team.renamed", member(0).email, {}, { userId: member(0).id });
    const next = await joined(1);
    work();
    expect(await settled(broken.id)).toMatchObject({
      status: "failed",
      attempts: 1,
      last_error: "unknown kind of mail: team.renamed",
      locked: false,
      sent: false,
    });
    expect((await settled(next.id)).status).toBe("sent");
    expect(smtp.inbox.map((mail) => mail.subject)).toEqual(["Codefest '20: Ada joined your team Null Pointers"]);
    expect(logged("a message was refused for good")).toEqual([
      {
        level: "warn",
        fields: { id: broken.id, kind: "team.renamed", reason: "unknown kind of mail: team.renamed" },
        text: "a message was refused for good",
      },
    ]);
  });

  it("refused with a 5xx fails for good with the server's answer; the worker goes on without a pause", async () => {
    smtp.refuse.add(member(0).email);
    const refused = await joined(0);
    const next = await joined(1);
    work();
    const found = await settled(refused.id);
    expect(found).toMatchObject({ status: "failed", attempts: 1, locked: false, sent: false });
    expect(found.last_error).toMatch(/^550 .*No such mailbox here/);
    expect((await settled(next.id)).status).toBe("sent");
    expect(smtp.inbox.map((mail) => mail.to)).toHaveLength(1);
    expect(logged("the mail server cannot be reached: retrying")).toEqual([]);
  });

  it("answered with a 4xx is retried after 1 s, then 2 s, its reason kept, and sent once accepted", async () => {
    smtp.defer.add(member(0).email);
    const deferred = await joined(0);
    const other = await joined(1);
    const worker = work();
    const first = await retried(deferred.id, 1);
    expect(first).toMatchObject({ status: "queued", sent: false });
    expect(first.last_error).toMatch(/^451 .*Mailbox busy, try again later/);
    expect(first.wait).toBeGreaterThan(0.5);
    expect(first.wait).toBeLessThanOrEqual(1);
    // A passing refusal of one address does not hold the others back.
    expect((await settled(other.id)).status).toBe("sent");
    await dueNow(worker, deferred.id);
    const second = await retried(deferred.id, 2);
    expect(second.wait).toBeGreaterThan(1.5);
    expect(second.wait).toBeLessThanOrEqual(2);
    smtp.defer.clear();
    await dueNow(worker, deferred.id);
    expect(await settled(deferred.id)).toMatchObject({ status: "sent", attempts: 3, last_error: null });
    expect(smtp.inbox.filter((mail) => mail.subject?.includes("Null Pointers"))).toHaveLength(2);
    expect(logged("the mail server cannot be reached: retrying")).toEqual([]);
  });

  it("still refused after three days of trying is given up", async () => {
    smtp.defer.add(member(0).email);
    const old = await joined(0);
    await db.query("UPDATE mail_outbox SET created_at = now() - interval '3 days 1 minute' WHERE id = $1", [old.id]);
    work();
    const found = await settled(old.id);
    expect(found).toMatchObject({ status: "failed", attempts: 1, sent: false });
    expect(found.last_error).toMatch(/^451 /);
  });
});

describe("while the SMTP server is down", () => {
  it("keeps the message for later, gives back the rest untried, pauses, warns once, and sends the backlog once it answers", async () => {
    smtpDown = true;
    await smtp.stop();
    // The first in line has been tried before: its next attempt would be 32 s away.
    const tried = await joined(0, "First", { attempts: 5 });
    const waiting = [await joined(1, "Second"), await joined(1, "Third")];
    work({ rate: 10 }); // one message in flight at a time
    const failed = await retried(tried.id, 6);
    const failedAt = Date.now();
    expect(failed).toMatchObject({ status: "queued", sent: false });
    expect(failed.last_error).toMatch(/^E[A-Z]+: .*ECONNREFUSED/);
    expect(failed.wait).toBeGreaterThan(31);
    expect(failed.wait).toBeLessThanOrEqual(32);
    // The others of the batch were not tried: given back, no attempt counted.
    for (const message of waiting) {
      expect(
        await until(
          () => row(message.id),
          (found) => !found.locked,
        ),
      ).toMatchObject({
        status: "queued",
        attempts: 0,
      });
    }
    await smtp.start();
    smtpDown = false;
    const sent = await settled(waiting[0].id);
    expect(sent.status).toBe("sent");
    // The worker paused about a second after the failure before trying again, and not the longest pause (10 s).
    const pause = Date.now() - failedAt;
    expect(pause).toBeGreaterThanOrEqual(800);
    expect(pause).toBeLessThan(8_000);
    // Once the server answers, what waited for a retry goes at once, not 32 s later.
    expect(
      await until(
        () => row(tried.id),
        (found) => found.status !== "queued",
        15_000,
      ),
    ).toMatchObject({
      status: "sent",
      attempts: 7,
      last_error: null,
    });
    expect((await settled(waiting[1].id)).status).toBe("sent");
    expect(logged("the mail server cannot be reached: retrying")).toHaveLength(1);
    expect(logged("the mail server cannot be reached: retrying")[0]).toMatchObject({
      level: "warn",
      fields: { reason: expect.stringMatching(/ECONNREFUSED/) },
    });
    expect(logged("the mail server answers again: sending the backlog")).toEqual([
      { level: "info", fields: {}, text: "the mail server answers again: sending the backlog" },
    ]);
  });

  it("warns once however many tries fail", async () => {
    smtpDown = true;
    await smtp.stop();
    const first = await joined(0);
    const second = await joined(1);
    work({ rate: 10 });
    // The first fails in one round, the second (given back untried) in the next one, after the pause.
    for (const message of [first, second]) {
      await until(
        () => row(message.id),
        (found) => found.last_error !== null && !found.locked,
      );
    }
    expect(await gap(first.id, second.id)).toBeGreaterThanOrEqual(0.95);
    expect(logged("the mail server cannot be reached: retrying")).toHaveLength(1);
  });
});

describe("without SMTP_URL (only the webhook channel on)", () => {
  it("keeps e-mail queued, retried later with the reason, one at a time after a pause, and warns once", async () => {
    const mails = [await joined(0), await joined(1)];
    // At the default test rate (100 a second, 4 in flight) the next message's slot comes 10 ms later, before the
    // first's failure is written on a slow database: still it waits for that outcome.
    work(
      { smtpUrl: undefined, webhookUrl: hook.url },
      { db: slowed(/^UPDATE mail_outbox SET locked_until = NULL, last_error/, 100) },
    );
    for (const mail of mails) {
      expect(await retried(mail.id, 1)).toMatchObject({
        status: "queued",
        last_error: "e-mail is off",
      });
    }
    // As with a server that cannot be reached: the rest of the batch is given back and tried after the pause (1 s).
    expect(await gap(mails[0].id, mails[1].id)).toBeGreaterThanOrEqual(0.95);
    expect(logged("the mail server cannot be reached: retrying")).toEqual([
      { level: "warn", fields: { reason: "e-mail is off" }, text: "the mail server cannot be reached: retrying" },
    ]);
  });
});

describe("when the database blips", () => {
  const failure = { level: "error", fields: { error: "Connection terminated unexpectedly" } };

  it("logs a round that failed, pauses half a second, and sends the mail in the next round", async () => {
    errorsExpected = true;
    const mail = await joined(0);
    const blip = blipping(/FOR UPDATE SKIP LOCKED/);
    work({}, { db: blip.db });
    expect((await settled(mail.id)).status).toBe("sent");
    expect(logged("mail worker round failed")).toEqual([{ ...failure, text: "mail worker round failed" }]);
    // It looked again after the pause, not at once.
    expect(blip.claims[1] - blip.failedAt).toBeGreaterThanOrEqual(450);
  });

  it("logs a sent mail whose record failed, keeps it leased, and sends the rest of the batch after a pause", async () => {
    errorsExpected = true;
    const first = await joined(0, "Recorded");
    const rest = [await joined(1, "Rest one"), await joined(0, "Rest two")];
    const blip = blipping(/SET status = 'sent'/);
    work({ rate: 10 }, { db: blip.db }); // one message in flight at a time
    for (const message of rest) expect((await settled(message.id)).status).toBe("sent");
    expect(logged("mail worker round failed")).toEqual([{ ...failure, text: "mail worker round failed" }]);
    // It went out but its record did not: it stays leased (sent again once the lease runs out), not sent again now.
    expect(await row(first.id)).toMatchObject({ status: "queued", locked: true, attempts: 1 });
    expect(smtp.inbox.filter((mail) => mail.subject?.includes("Recorded"))).toHaveLength(1);
    // The rest went after the pause (0.5 s), not on in the round that failed.
    const sentAt = await Promise.all(rest.map(async (message) => (await row(message.id)).sent_ms ?? 0));
    expect(Math.min(...sentAt) - blip.failedAt).toBeGreaterThanOrEqual(450);
  });
});

describe("poke", () => {
  it("wakes an idle worker at once, and does nothing once the worker has stopped", async () => {
    const worker = work({}, { pollMs: 60_000 }); // idle, it would look again only after a minute
    const mail = await joined(0);
    // Poked until it has gone idle after its first look (a poke during a round has nothing to wake).
    const sent = await until(
      async () => {
        worker.poke();
        return row(mail.id);
      },
      (found) => found.status === "sent",
      20_000,
    );
    expect(sent.attempts).toBe(1);
    await worker.stop();
    expect(() => worker.poke()).not.toThrow();
  });
});

describe("the webhook channel", () => {
  it("posts an announcement as JSON to ANNOUNCE_WEBHOOK_URL; its row is sent", async () => {
    const id = await queuePost(await announce("Doors open", "Bring a laptop."));
    work({ webhookUrl: hook.url });
    expect(await settled(id)).toMatchObject({ status: "sent", attempts: 1, last_error: null });
    expect(hook.posts).toHaveLength(1);
    expect(hook.posts[0].path).toBe("/hooks/festival");
    expect(hook.posts[0].type).toBe("application/json");
    expect(hook.posts[0].body.content).toContain("**Doors open**");
    expect(hook.posts[0].body.content).toContain("Bring a laptop.");
    expect(hook.posts[0].body.content).toContain(`${PUBLIC_URL}/events/${eventSlug}`);
  });

  it("retries after a 500, a 429 and a 408, each with its reason, and is sent once the receiver answers 200", async () => {
    const id = await queuePost(await announce("Retried", "Again."));
    hook.answers.push(500, 429, 408);
    const worker = work({ webhookUrl: hook.url });
    for (const [attempts, status] of [
      [1, 500],
      [2, 429],
      [3, 408],
    ]) {
      expect(await retried(id, attempts)).toMatchObject({
        status: "queued",
        last_error: `webhook answered ${status}`,
      });
      await dueNow(worker, id);
    }
    expect(await settled(id)).toMatchObject({ status: "sent", attempts: 4, last_error: null });
    expect(hook.posts).toHaveLength(4);
    expect(logged("the mail server cannot be reached: retrying")).toEqual([]);
  });

  it("fails for good on a 4xx, with its reason", async () => {
    const notFound = await queuePost(await announce("Gone", "Nobody home."));
    hook.answers.push(404);
    work({ webhookUrl: hook.url });
    expect(await settled(notFound)).toMatchObject({
      status: "failed",
      attempts: 1,
      last_error: "webhook answered 404",
    });
    const bad = await queuePost(await announce("Bad", "Refused."));
    hook.answers.push(499);
    expect(await settled(bad)).toMatchObject({ status: "failed", last_error: "webhook answered 499" });
  });

  it("does not follow a redirect (the address is the secret's place): retried with the reason", async () => {
    const id = await queuePost(await announce("Moved", "Elsewhere."));
    hook.answers.push(302);
    work({ webhookUrl: hook.url });
    expect(await retried(id, 1)).toMatchObject({
      status: "queued",
      last_error: expect.stringMatching(FETCH_FAILED),
    });
  });

  it("retries while the receiver is unreachable, without pausing the e-mail", async () => {
    hookDown = true;
    await hook.close();
    const id = await queuePost(await announce("Unreachable", "Later."));
    const mail = await joined(0);
    work({ webhookUrl: hook.url, rate: 10 });
    expect(await retried(id, 1)).toMatchObject({
      status: "queued",
      last_error: expect.stringMatching(FETCH_FAILED),
    });
    expect((await settled(mail.id)).status).toBe("sent");
    expect(logged("the mail server cannot be reached: retrying")).toEqual([]);
  });

  it("keeps only the host of an address quoted by an error (fetch refuses one with a password, quoting it)", async () => {
    const id = await queuePost(await announce("Locked", "Never posted."));
    const { host } = new URL(hook.url);
    work({ webhookUrl: hook.url.replace("://", "://hook-user:s3cret@") + "?key=k3y#part" });
    expect(await retried(id, 1)).toMatchObject({
      status: "queued",
      last_error: expect.stringMatching(
        new RegExp(
          `^webhook: (TypeError: )?Request cannot be constructed from a URL that includes credentials: http://${host}$`,
        ),
      ),
    });
    expect(hook.posts).toEqual([]);
  });

  it("fails a post queued while the channel was on once it is off", async () => {
    const id = await queuePost(await announce("Switched off", "No channel."));
    work({ webhookUrl: undefined });
    expect(await settled(id)).toMatchObject({ status: "failed", last_error: "the webhook channel is off" });
    expect(hook.posts).toEqual([]);
  });
});

describe("pacing", () => {
  /** The milliseconds between the first and the last of `ids` being sent (the database's clock). */
  const spread = async (ids: number[]) => {
    const rows = await Promise.all(ids.map((id) => settled(id)));
    const times = rows.map((found) => found.sent_ms ?? 0);
    return Math.max(...times) - Math.min(...times);
  };

  it("sends at most MAIL_RATE messages a second: five at 5 a second take about 0.8 s", async () => {
    const ids: number[] = [];
    for (const index of [0, 1, 0, 1, 0]) ids.push((await joined(index, `Paced ${ids.length}`)).id);
    work({ rate: 5 });
    // Slots 0.2 s apart; the first mail also opens the connection, so the spread of their records is a little less.
    expect(await spread(ids)).toBeGreaterThanOrEqual(600);
  });

  it("goes ten times slower while participants are being answered, and at full rate when they are not", async () => {
    const quiet: number[] = [];
    for (const index of [0, 1, 0]) quiet.push((await joined(index, `Quiet ${quiet.length}`)).id);
    work({ rate: 10 });
    // 0.2 s at 10 a second (a slow machine only adds to it, far from the 2 s of the busy rate).
    expect(await spread(quiet)).toBeLessThan(1_500);
    await Promise.all(workers.map((worker) => worker.stop()));
    const busy: number[] = [];
    for (const index of [0, 1, 0]) busy.push((await joined(index, `Busy ${busy.length}`)).id);
    work({ rate: 10 }, { participantsActive: () => true });
    expect(await spread(busy)).toBeGreaterThanOrEqual(1_500);
  });

  it("claims about a second's worth of messages at a time, and a stop gives back those it did not send", async () => {
    const worker = work({ rate: 2 }); // a batch of 2, one every 0.5 s
    // A first mail opens the SMTP connection, so that the next ones take far less than their 0.5 s slots.
    await settled((await joined(1, "Warm")).id);
    const ids: number[] = [];
    for (const index of [0, 1, 0, 1, 0]) ids.push((await joined(index, `Claimed ${ids.length}`, { held: true })).id);
    // The server holds its answer to the first of the batch, so the stop comes while that one is being sent, whatever
    // the machine's speed (at this rate the worker sends one message at a time).
    const release = smtp.hold();
    try {
      await db.query("UPDATE mail_outbox SET next_attempt_at = now() WHERE id = ANY($1::bigint[])", [ids]);
      worker.poke();
      await until(
        async () => smtp.held,
        (held) => held === 1,
      );
      const claimed = await Promise.all(ids.map((id) => row(id)));
      expect(claimed.map((found) => found.attempts)).toEqual([1, 1, 0, 0, 0]);
      const stopping = worker.stop();
      release();
      await stopping;
    } finally {
      release();
    }
    const after = await Promise.all(ids.map((id) => row(id)));
    expect(after.map((found) => [found.status, found.attempts, found.locked])).toEqual([
      ["sent", 1, false],
      ["queued", 0, false],
      ["queued", 0, false],
      ["queued", 0, false],
      ["queued", 0, false],
    ]);
    expect(smtp.inbox).toHaveLength(2);
  });

  it("claims no more than its batch whichever plan the database picks for the claim", async () => {
    const ids: number[] = [];
    for (const index of [0, 1, 0, 1, 0]) ids.push((await joined(index, `Batch ${ids.length}`)).id);
    // Planners pick a nested loop for a small table now and then (it depends on the table's statistics): the limited
    // choice of rows then runs again for each row of the outer scan, and skips the rows this statement already claimed.
    const claimed = await db.transaction(async (tx) => {
      for (const setting of ["hashjoin", "hashagg", "mergejoin", "material", "sort"])
        await tx.exec(`SET LOCAL enable_${setting} = off`);
      return claimDue(tx, 2);
    });
    expect(claimed.map((message) => message.id)).toEqual(ids.slice(0, 2));
    const attempts = await Promise.all(ids.map(async (id) => (await row(id)).attempts));
    expect(attempts).toEqual([1, 1, 0, 0, 0]);
  });

  it.each([
    [10, 1],
    [100, 4],
    [200, 8],
  ])("at %d a second keeps at most %d messages in flight", async (rate, most) => {
    const announcementId = await announce("In flight", "Many posts.");
    const ids: number[] = [];
    for (let count = 0; count < most * 2 + 2; count += 1) ids.push(await queuePost(announcementId));
    hook.delayMs = 400;
    work({ webhookUrl: hook.url, rate });
    for (const id of ids) expect((await settled(id)).status).toBe("sent");
    expect(hook.busiest).toBe(most);
  });

  it("sends a burst of e-mail over the pool's few connections", async () => {
    const before = smtp.connections;
    const ids: number[] = [];
    for (let count = 0; count < 20; count += 1) ids.push((await joined(count % 2, `Burst ${count}`)).id);
    work({ rate: 100 });
    for (const id of ids) expect((await settled(id)).status).toBe("sent");
    expect(smtp.connections - before).toBeLessThanOrEqual(4);
  });
});

describe("reminders", () => {
  it("are queued and sent by a worker that runs them, and logged", async () => {
    await db.query("UPDATE events SET starts_at = now() + interval '23 hours' WHERE id = $1", [eventId]);
    work({}, { reminders: true });
    await smtp.waitFor(member(0).email);
    await smtp.waitFor(member(1).email);
    expect(logged("reminders queued")).toEqual([{ level: "info", fields: { queued: 2 }, text: "reminders queued" }]);
  });

  it("are not queued by a worker that does not run them", async () => {
    await db.query("UPDATE events SET starts_at = now() + interval '23 hours' WHERE id = $1", [eventId]);
    const other = await joined(0, "Unrelated");
    work({}, { reminders: false });
    await settled(other.id);
    expect(smtp.inbox).toHaveLength(1);
    expect((await db.query("SELECT 1 FROM mail_outbox WHERE kind LIKE 'reminder.%'")).rows).toEqual([]);
  });

  it("logs a failure to queue them, and the worker goes on sending", async () => {
    errorsExpected = true;
    await db.query("ALTER TABLE reminder_marks RENAME TO reminder_marks_away");
    try {
      const mail = await joined(0);
      work({}, { reminders: true });
      expect((await settled(mail.id)).status).toBe("sent");
      expect(logged("queueing reminders failed")).toHaveLength(1);
      expect(logged("queueing reminders failed")[0]).toMatchObject({ level: "error" });
      expect(String(logged("queueing reminders failed")[0].fields.error)).toMatch(/reminder_marks/);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      await db.query("ALTER TABLE reminder_marks_away RENAME TO reminder_marks");
    }
  });

  it("logs nothing when none is due", async () => {
    const mail = await joined(0);
    work({}, { reminders: true });
    await settled(mail.id);
    expect(logged("reminders queued")).toEqual([]);
  });
});
