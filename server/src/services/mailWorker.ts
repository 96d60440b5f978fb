import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";
import { MAIL_KINDS } from "../../../contract/admin";
import type { MailConfig } from "../config";
import type { Queryable } from "../db/types";
import type { Metrics } from "../lib/metrics";
import {
  claimDue,
  type ClaimedMessage,
  markFailed,
  markRetry,
  markSent,
  release,
  retryWaitingNow,
} from "../repos/outbox";
import { festivalNow } from "./content";
import { type MailLinks, renderMail, webhookBody } from "./mailRender";
import { queueReminders } from "./reminders";
import { unsubscribeSecret, unsubscribeTokenWith } from "./unsubscribe";

/** How often an idle worker looks for due mail (other processes' mail, retries coming due). */
const POLL_MS = 500;
/** The pause after a round that failed or found the mail server unreachable, doubled per failure in a row. */
const FIRST_PAUSE_MS = 500;
/** How often reminders whose moment has come are queued. */
const REMINDER_MS = 30_000;
/** The longest pause after the SMTP server could not be reached. */
const MAX_PAUSE_MS = 10_000;
/** While participants' requests are being answered, messages go this many times slower (participants come first). */
export const BUSY_SLOWDOWN = 10;

type RoundState = "idle" | "busy" | "down";

/**
 * How long the loop waits after a round: nothing after sending (the next batch follows at the rate), `pollMs` when
 * nothing was due, 0.5 s after a round that failed (the database), and while the mail server cannot be reached 0.5 s
 * doubled for each failed try in a row (1 s after the first, 2 s after the second...), at most 10 s.
 */
export function pauseAfter(state: RoundState, failures: number, pollMs = POLL_MS): number {
  if (state === "busy") return 0;
  if (state === "idle") return pollMs;
  return Math.min(MAX_PAUSE_MS, FIRST_PAUSE_MS * 2 ** Math.min(failures, 5));
}

/**
 * The text with each address in it cut to its scheme and host: an error can quote the address it failed on, and a
 * webhook's address carries its key (in the path) or a password, while its reason is stored, listed in the console and
 * logged (docs/API.md: only the host is ever shown).
 */
function hostsOnly(text: string): string {
  return text.replace(/([a-z][a-z\d+.-]*:\/\/)(?:[^\s/?#@]*@)?([^\s/?#"'<>]*)[^\s"'<>]*/gi, "$1$2");
}

type Outcome = { ok: true } | { ok: false; permanent: boolean; reason: string; connection: boolean };

/** What a send failure means: an SMTP 5xx (or a refused message) is permanent; 4xx and connection trouble pass. */
export function classifySmtpError(error: unknown): Outcome & { ok: false } {
  const { responseCode, code, message, response } = (error ?? {}) as {
    responseCode?: number;
    code?: string;
    message?: string;
    response?: string;
  };
  const reason = (response ?? message ?? String(error)).trim();
  if (typeof responseCode === "number" && code !== "EAUTH") {
    return { ok: false, permanent: responseCode >= 500, reason: reason || `SMTP ${responseCode}`, connection: false };
  }
  if (code === "EENVELOPE" || code === "EMESSAGE") return { ok: false, permanent: true, reason, connection: false };
  // Connection refused or lost, timeouts, DNS, a rejected login (fixed by configuration): try again later.
  return { ok: false, permanent: false, reason: `${code ?? "error"}: ${reason}`, connection: true };
}

export interface MailWorker {
  /** Looks for due mail now (after a change queued some). */
  poke: () => void;
  /** Stops claiming, waits for the message being sent, closes the SMTP connection. */
  stop: () => Promise<void>;
}

export interface WorkerOptions {
  db: Queryable;
  log: FastifyBaseLogger;
  mail: MailConfig;
  links: Omit<MailLinks, "unsubscribeUrl">;
  /** Queue the due reminders too (each API process does; the markers keep each reminder once). */
  reminders: boolean;
  /** True while this process is answering participants' requests: sending then slows to a tenth of the rate. */
  participantsActive: () => boolean;
  /** How long an idle worker waits before looking again (500 ms); `poke()` ends the wait. */
  pollMs?: number;
  /** Counts each message sent, given up or retried, by kind (the operators' metrics). */
  metrics?: Metrics;
}

/** A message's labels for the metrics: its kind when it is one of MAIL_KINDS (the column is free text), else "other". */
const mailLabels = (message: ClaimedMessage) => ({
  kind: (MAIL_KINDS as readonly string[]).includes(message.kind) ? message.kind : "other",
  channel: message.channel,
});

/**
 * The worker loop of one API process: claims due messages in small batches (a lease; other processes skip them),
 * sends them at `mail.rate` per second through a pool of SMTP connections (one per message in flight; or posts them
 * to the webhook), and records each outcome. A killed process's leases run out and another worker (or its restart) sends those messages.
 */
export function startMailWorker({
  db,
  log,
  mail,
  links,
  reminders,
  participantsActive,
  pollMs = POLL_MS,
  metrics,
}: WorkerOptions): MailWorker {
  /** Messages in flight at once: one below 25 a second (the default rate), up to 8 connections at 200 a second. */
  const parallel = Math.max(1, Math.min(8, Math.ceil(mail.rate / 25)));
  // The options go with the URL in one object: createTransport's second argument is the messages' defaults, where
  // `pool` would be ignored and every message would open (and close) an SMTP connection of its own.
  const transport: Transporter | null = mail.smtpUrl
    ? nodemailer.createTransport({
        url: mail.smtpUrl,
        pool: true,
        maxConnections: parallel,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : null;
  const host = new URL(links.apiPublicUrl).hostname;
  const interval = 1000 / mail.rate;
  const batch = Math.max(1, Math.min(50, Math.ceil(mail.rate)));
  let stopped = false;
  let wake: (() => void) | null = null;
  let nextSlot = 0;
  let failures = 0;
  /**
   * Whether the last message tried went through (or failed for a reason other than the way to the server). Until then
   * messages go one at a time: the first try finds a server that cannot be reached (or e-mail off) and the rest of the
   * batch is given back untried, rather than `parallel` messages failing together and each counting a try.
   */
  let reached = false;
  let lastReminders = 0;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  async function send(message: ClaimedMessage): Promise<Outcome> {
    if (message.channel === "webhook") {
      if (!mail.webhookUrl)
        return { ok: false, permanent: true, reason: "the webhook channel is off", connection: false };
      try {
        const response = await fetch(mail.webhookUrl, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(webhookBody(message, { ...links, festivalTitle: (await festivalNow(db)).title })),
          signal: AbortSignal.timeout(15_000),
          redirect: "error",
        });
        if (response.ok) return { ok: true };
        const reason = `webhook answered ${response.status}`;
        const permanent = response.status < 500 && response.status !== 429 && response.status !== 408;
        return { ok: false, permanent, reason, connection: false };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return { ok: false, permanent: false, reason: `webhook: ${hostsOnly(reason)}`, connection: false };
      }
    }
    if (!transport) return { ok: false, permanent: false, reason: "e-mail is off", connection: true };
    let rendered;
    let festivalTitle: string;
    try {
      const secret = await unsubscribeSecret(db);
      festivalTitle = (await festivalNow(db)).title;
      rendered = renderMail(message, {
        ...links,
        festivalTitle,
        unsubscribeUrl: (userId, category) =>
          `${links.apiPublicUrl}/api/unsubscribe/${unsubscribeTokenWith(secret, userId, category)}/`,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { ok: false, permanent: true, reason, connection: false };
    }
    const unsubscribe = rendered.unsubscribeUrl;
    try {
      await transport.sendMail({
        // MAIL_FROM as set, or the festival's title as published now before the server's own address
        from: mail.from ?? { name: festivalTitle, address: `no-reply@${new URL(links.publicUrl).hostname}` },
        to: message.recipient,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        messageId: `<${message.message_id}@${host}>`,
        headers: {
          "X-Codefest-Kind": message.kind,
          ...(unsubscribe
            ? { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
            : {}),
          ...(message.kind === "announcement" ? { Precedence: "bulk" } : {}),
        },
      });
      return { ok: true };
    } catch (error) {
      return classifySmtpError(error);
    }
  }

  /**
   * Waits for this message's slot: at most `rate` messages a second, a tenth of that while participants' requests are
   * being answered. A message costs the process about as much CPU as five to ten signed-in `events/` calls (rendering,
   * SMTP, its record), so an announcement to everyone sent at full rate would slow the participants it informs; their
   * calls win, and the backlog goes at full rate in the quieter moments.
   */
  async function pace() {
    const now = Date.now();
    if (nextSlot > now) await sleep(nextSlot - now);
    nextSlot = Math.max(nextSlot, Date.now()) + (participantsActive() ? interval * BUSY_SLOWDOWN : interval);
  }

  async function round(): Promise<RoundState> {
    if (reminders && Date.now() - lastReminders >= REMINDER_MS) {
      lastReminders = Date.now();
      try {
        const queued = await queueReminders(db);
        if (queued > 0) log.info({ queued }, "reminders queued");
      } catch (error) {
        log.error({ error: error instanceof Error ? error.message : String(error) }, "queueing reminders failed");
      }
    }
    const messages = await claimDue(db, batch);
    if (messages.length === 0) return "idle";
    // Up to `parallel` messages in flight (one SMTP connection each), each started at its slot: one connection sends
    // one message at a time, so its round trips and the record of each outcome would otherwise cap the rate.
    const running = new Set<Promise<void>>();
    let down = false;
    let index = 0;
    for (; index < messages.length; index += 1) {
      while (running.size >= (reached ? parallel : 1) && !down) await Promise.race(running);
      if (stopped || down) break;
      await pace();
      if (stopped || down) break;
      const task: Promise<void> = deliver(messages[index])
        .then((unreachable) => {
          if (unreachable) down = true;
        })
        .catch((error: unknown) => {
          log.error({ error: error instanceof Error ? error.message : String(error) }, "mail worker round failed");
          down = true;
        })
        .finally(() => running.delete(task));
      running.add(task);
    }
    await Promise.all(running);
    await release(
      db,
      messages.slice(index).map((rest) => rest.id),
    );
    return down ? "down" : "busy";
  }

  /** Sends one claimed message and records its outcome; true when the server could not be reached. */
  async function deliver(message: ClaimedMessage): Promise<boolean> {
    const outcome = await send(message);
    reached = outcome.ok || !outcome.connection;
    if (outcome.ok) {
      await markSent(db, message.id);
      metrics?.mailSent.inc(mailLabels(message));
      if (failures > 0) {
        failures = 0;
        log.info("the mail server answers again: sending the backlog");
        await retryWaitingNow(db);
      }
      return false;
    }
    if (outcome.permanent) {
      await markFailed(db, message.id, outcome.reason);
      metrics?.mailFailed.inc(mailLabels(message));
      log.warn({ id: message.id, kind: message.kind, reason: outcome.reason }, "a message was refused for good");
      return false;
    }
    // A message still failing after GIVE_UP_AFTER is failed by this same update.
    const givenUp = await markRetry(db, message.id, outcome.reason);
    (givenUp ? metrics?.mailFailed : metrics?.mailRetried)?.inc(mailLabels(message));
    if (!outcome.connection) return false;
    failures += 1;
    if (failures === 1) log.warn({ reason: outcome.reason }, "the mail server cannot be reached: retrying");
    return true;
  }

  const loop = (async () => {
    while (!stopped) {
      let state: RoundState;
      try {
        state = await round();
      } catch (error) {
        log.error({ error: error instanceof Error ? error.message : String(error) }, "mail worker round failed");
        state = "down";
      }
      if (stopped) break;
      await sleep(pauseAfter(state, failures, pollMs));
    }
  })();

  return {
    poke: () => wake?.(),
    stop: async () => {
      stopped = true;
      wake?.();
      await loop;
      transport?.close();
    },
  };
}
