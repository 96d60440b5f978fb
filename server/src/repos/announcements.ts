import type {
  AdminAnnouncement,
  Announcement,
  AnnouncementChannel,
  AnnouncementTranslations,
} from "../../../contract/announcements";
import type { Queryable } from "../db/types";
import { receivesSql } from "./outbox";
import { isoUtcSql } from "./schedule";

export interface Audience {
  /** The event's id, or null for everyone. */
  eventId: number | null;
  onlyIncompleteTeams: boolean;
}

/**
 * The users `u` an announcement reaches ($1 the event id or null, $2 `only_incomplete_teams`: only teams with a free
 * place): everyone, or the members of the event's teams (of any event's teams with $2), with $2 only those of teams
 * with fewer members than their event allows (docs/glossary.md).
 */
const AUDIENCE = `($1::int IS NULL AND NOT $2::boolean) OR EXISTS (
    SELECT 1 FROM team_members m JOIN teams t ON t.id = m.team_id JOIN events e ON e.id = t.event_id
    WHERE m.user_id = u.id AND ($1::int IS NULL OR t.event_id = $1::int)
      AND (NOT $2::boolean OR (SELECT count(*) FROM team_members c WHERE c.team_id = t.id) < e.max_members))`;

/** How many people the announcement's e-mail goes to (their preference on), or its audience without e-mail. */
export async function audienceSize(db: Queryable, audience: Audience, email: boolean): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM users u WHERE ${receivesSql(email ? "announcements" : null)} AND (${AUDIENCE})`,
    [audience.eventId, audience.onlyIncompleteTeams],
  );
  return rows[0].n;
}

export interface NewAnnouncement extends Audience {
  title: string;
  body: string;
  translations: AnnouncementTranslations;
  channels: AnnouncementChannel[];
  authorId: number;
}

/** Stores the announcement; returns its id and publication time. */
export async function insertAnnouncement(
  tx: Queryable,
  item: NewAnnouncement,
): Promise<{ id: number; published_at: string }> {
  const { rows } = await tx.query<{ id: number; published_at: string }>(
    `INSERT INTO announcements (title, body, event_id, only_incomplete_teams, channels, author_id, translations)
     VALUES ($1, $2, $3, $4, $5::text[], $6, $7::jsonb) RETURNING id, ${isoUtcSql("published_at")} AS published_at`,
    [
      item.title,
      item.body,
      item.eventId,
      item.onlyIncompleteTeams,
      item.channels,
      item.authorId,
      JSON.stringify(item.translations),
    ],
  );
  return rows[0];
}

/** Queues its e-mail to the whole audience in one INSERT ... SELECT; returns how many were queued. */
export async function queueAnnouncementMail(tx: Queryable, id: number, audience: Audience): Promise<number> {
  const { rowCount } = await tx.query(
    `INSERT INTO mail_outbox (kind, recipient, user_id, announcement_id)
     SELECT 'announcement', u.email, u.id, $3 FROM users u WHERE ${receivesSql("announcements")} AND (${AUDIENCE})`,
    [audience.eventId, audience.onlyIncompleteTeams, id],
  );
  return rowCount;
}

/** Queues the test of an announcement's e-mail to one organiser (no announcement is stored); returns how many. */
export async function queueTestAnnouncement(
  tx: Queryable,
  recipient: { id: number; email: string },
  data: { title: string; body: string; event_slug: string | null; event_name: string | null },
): Promise<number> {
  const { rowCount } = await tx.query(
    `INSERT INTO mail_outbox (kind, recipient, user_id, data) VALUES ('announcement.test', $1, $2, $3::jsonb)`,
    [recipient.email, recipient.id, JSON.stringify(data)],
  );
  return rowCount;
}

export async function queueAnnouncementWebhook(tx: Queryable, id: number, url: string): Promise<void> {
  await tx.query(
    "INSERT INTO mail_outbox (channel, kind, recipient, announcement_id) VALUES ('webhook', 'announcement', $1, $2)",
    [url, id],
  );
}

export async function setRecipients(tx: Queryable, id: number, recipients: number): Promise<void> {
  await tx.query("UPDATE announcements SET recipients = $2 WHERE id = $1", [id, recipients]);
}

const PUBLIC = `SELECT a.id, a.title, a.body, a.translations, e.slug AS event, ${isoUtcSql("a.published_at")} AS published_at,
    ${isoUtcSql("a.corrected_at")} AS corrected_at
  FROM announcements a LEFT JOIN events e ON e.id = a.event_id`;

/** The feed: announcements with the feed channel, not withdrawn, newest first (the latest 100), with their versions. */
export async function feed(
  db: Queryable,
  eventId: number | null,
): Promise<Array<Announcement & { translations: AnnouncementTranslations }>> {
  const { rows } = await db.query<Announcement & { translations: AnnouncementTranslations }>(
    `${PUBLIC} WHERE a.withdrawn_at IS NULL AND 'feed' = ANY(a.channels) AND ($1::int IS NULL OR a.event_id = $1)
     ORDER BY a.published_at DESC, a.id DESC LIMIT 100`,
    [eventId],
  );
  return rows;
}

export async function adminAnnouncementPage(
  db: Queryable,
  limit: number,
  offset: number,
): Promise<[number, AdminAnnouncement[]]> {
  const { rows: counted } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM announcements");
  const { rows } = await db.query<AdminAnnouncement & Record<string, unknown>>(
    `SELECT a.id, a.title, a.body, a.translations, e.slug AS event, ${isoUtcSql("a.published_at")} AS published_at,
       a.recipients,
       a.only_incomplete_teams, a.channels, ${isoUtcSql("a.corrected_at")} AS corrected_at,
       ${isoUtcSql("a.withdrawn_at")} AS withdrawn_at,
       jsonb_build_object(
         'queued', (SELECT count(*) FROM mail_outbox o WHERE o.announcement_id = a.id AND o.channel = 'email' AND o.status = 'queued'),
         'sent', (SELECT count(*) FROM mail_outbox o WHERE o.announcement_id = a.id AND o.channel = 'email' AND o.status = 'sent'),
         'failed', (SELECT count(*) FROM mail_outbox o WHERE o.announcement_id = a.id AND o.channel = 'email' AND o.status = 'failed')
       ) AS delivery,
       (SELECT jsonb_build_object('status', o.status, 'error', o.last_error) FROM mail_outbox o
        WHERE o.announcement_id = a.id AND o.channel = 'webhook' ORDER BY o.id DESC LIMIT 1) AS webhook
     FROM announcements a LEFT JOIN events e ON e.id = a.event_id
     ORDER BY a.published_at DESC, a.id DESC LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  return [counted[0].n, rows];
}

/** Locks the announcement for a change; null when there is none. */
export async function lockAnnouncement(
  tx: Queryable,
  id: number,
): Promise<{ title: string; body: string; translations: AnnouncementTranslations; withdrawn: boolean } | null> {
  const { rows } = await tx.query<{
    title: string;
    body: string;
    translations: AnnouncementTranslations;
    withdrawn: boolean;
  }>(
    "SELECT title, body, translations, withdrawn_at IS NOT NULL AS withdrawn FROM announcements WHERE id = $1 FOR UPDATE",
    [id],
  );
  return rows[0] ?? null;
}

/** Replaces the title and body, noting when (the feed shows it corrected). */
export async function saveCorrection(
  tx: Queryable,
  id: number,
  title: string,
  body: string,
  translations: AnnouncementTranslations,
): Promise<void> {
  await tx.query(
    "UPDATE announcements SET title = $2, body = $3, translations = $4::jsonb, corrected_at = now() WHERE id = $1",
    [id, title, body, JSON.stringify(translations)],
  );
}

/** Withdraws it from the feed and drops its messages not yet sent (those sent stay sent); returns how many dropped. */
export async function saveWithdrawal(tx: Queryable, id: number): Promise<number> {
  await tx.query("UPDATE announcements SET withdrawn_at = now() WHERE id = $1", [id]);
  const { rowCount } = await tx.query("DELETE FROM mail_outbox WHERE announcement_id = $1 AND status = 'queued'", [id]);
  return rowCount;
}
