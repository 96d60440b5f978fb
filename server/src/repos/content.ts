import type { EventContent, EventSummary, Festival, VersionRow } from "../../../contract/eventContent";
import type { Queryable } from "../db/types";
import { isoUtcSql } from "./schedule";

/**
 * Organisers' content documents (docs/content.md): an event's texts (`event_id`) or the festival's identity
 * (`event_id` null), each a list of versions of which the newest is the one published. SQL only.
 */
export type DocumentId = { event: number } | "festival";

const eventIdOf = (document: DocumentId) => (document === "festival" ? null : document.event);

/** A stored version with who made it; `content` as stored (checked by the service against the contract). */
export interface StoredVersion {
  version: number;
  content: unknown;
  created_at: string;
  created_by: { id: number; email: string } | null;
  restored_from: number | null;
}

const VERSION_COLUMNS = `v.version, v.content, ${isoUtcSql("v.created_at")} AS created_at,
  CASE WHEN v.created_by_email IS NULL THEN NULL
       ELSE json_build_object('id', coalesce(v.created_by, 0), 'email', v.created_by_email) END AS created_by,
  v.restored_from`;

/** `version` of the document, or its newest when `version` is null; null when there is none. */
export async function findVersion(
  db: Queryable,
  document: DocumentId,
  version: number | null,
): Promise<StoredVersion | null> {
  const { rows } = await db.query<StoredVersion & Record<string, unknown>>(
    `SELECT ${VERSION_COLUMNS} FROM content_versions v
     WHERE v.event_id IS NOT DISTINCT FROM $1 AND ($2::int IS NULL OR v.version = $2)
     ORDER BY v.version DESC LIMIT 1`,
    [eventIdOf(document), version],
  );
  return rows[0] ?? null;
}

/** A page of the document's history, newest first, with the event's name or the festival's title of each version. */
export async function versionPage(
  db: Queryable,
  document: DocumentId,
  limit: number,
  offset: number,
): Promise<[number, VersionRow[]]> {
  const eventId = eventIdOf(document);
  const { rows: counted } = await db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM content_versions WHERE event_id IS NOT DISTINCT FROM $1",
    [eventId],
  );
  const { rows } = await db.query<VersionRow & Record<string, unknown>>(
    `SELECT v.version, ${isoUtcSql("v.created_at")} AS created_at,
       CASE WHEN v.created_by_email IS NULL THEN NULL
            ELSE json_build_object('id', coalesce(v.created_by, 0), 'email', v.created_by_email) END AS created_by,
       v.restored_from, coalesce(v.content->>'${eventId === null ? "title" : "name"}', '') AS name
     FROM content_versions v WHERE v.event_id IS NOT DISTINCT FROM $1
     ORDER BY v.version DESC LIMIT $2 OFFSET $3`,
    [eventId, limit, offset],
  );
  return [counted[0].count, rows];
}

/** Adds a version (the caller holds the document's lock and gives the next number). */
export async function insertVersion(
  tx: Queryable,
  document: DocumentId,
  values: {
    version: number;
    content: object;
    actor: { id: number; email: string } | null;
    restoredFrom: number | null;
  },
): Promise<StoredVersion> {
  const { rows } = await tx.query<StoredVersion & Record<string, unknown>>(
    `INSERT INTO content_versions AS v (event_id, version, content, created_by, created_by_email, restored_from)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6)
     RETURNING ${VERSION_COLUMNS}`,
    [
      eventIdOf(document),
      values.version,
      JSON.stringify(values.content),
      values.actor && values.actor.id > 0 ? values.actor.id : null,
      values.actor?.email ?? null,
      values.restoredFrom,
    ],
  );
  return rows[0];
}

/** An event as its content rules need it, locked until the transaction ends; null when there is no such event. */
export interface LockedEvent {
  id: number;
  slug: string;
  name: string;
  spec_event: boolean;
  hidden: boolean;
  max_members: number;
  content_version: number | null;
  teams: number;
  announcements: number;
}

export async function lockEvent(tx: Queryable, id: number): Promise<LockedEvent | null> {
  const { rows } = await tx.query<LockedEvent & Record<string, unknown>>(
    `SELECT e.id, e.slug, e.name, e.spec_event, (e.hidden_at IS NOT NULL) AS hidden, e.max_members, e.content_version,
       (SELECT count(*)::int FROM teams t WHERE t.event_id = e.id) AS teams,
       (SELECT count(*)::int FROM announcements a WHERE a.event_id = e.id) AS announcements
     FROM events e WHERE e.id = $1 FOR UPDATE OF e`,
    [id],
  );
  return rows[0] ?? null;
}

/** The event's published version becomes `version`: its name and the summary `events/` lists follow. */
export async function publishEventVersion(
  tx: Queryable,
  id: number,
  version: number,
  name: string,
  summary: EventSummary,
): Promise<void> {
  await tx.query("UPDATE events SET content_version = $2, name = $3, content_summary = $4::jsonb WHERE id = $1", [
    id,
    version,
    name,
    JSON.stringify(summary),
  ]);
}

/** The festival's published identity, locked until the transaction ends when `lock`; null before the seed. */
export async function findFestival(
  db: Queryable,
  lock = false,
): Promise<{ version: number; content: unknown; published_at: string } | null> {
  const { rows } = await db.query<{ version: number; content: unknown; published_at: string }>(
    `SELECT version, content, ${isoUtcSql("published_at")} AS published_at FROM festival${lock ? " FOR UPDATE" : ""}`,
  );
  return rows[0] ?? null;
}

export async function publishFestivalVersion(tx: Queryable, version: number, content: Festival): Promise<void> {
  await tx.query("UPDATE festival SET version = $1, content = $2::jsonb, published_at = now()", [
    version,
    JSON.stringify(content),
  ]);
}

/** A listed event's published content for `events/{slug}/`; null when hidden, unknown or without a version. */
export async function publishedEvent(
  db: Queryable,
  slug: string,
): Promise<{ slug: string; version: number; published_at: string; content: EventContent } | null> {
  const { rows } = await db.query<{ slug: string; version: number; published_at: string; content: EventContent }>(
    `SELECT e.slug, v.version, ${isoUtcSql("v.created_at")} AS published_at, v.content
     FROM events e JOIN content_versions v ON v.event_id = e.id AND v.version = e.content_version
     WHERE e.slug = $1 AND e.hidden_at IS NULL`,
    [slug],
    { prepare: true },
  );
  return rows[0] ?? null;
}

/** Whether an event has, or had (deleted since), this slug. */
export async function slugTaken(db: Queryable, slug: string): Promise<boolean> {
  const { rows } = await db.query(
    "SELECT 1 FROM events WHERE slug = $1 UNION ALL SELECT 1 FROM retired_event_slugs WHERE slug = $1",
    [slug],
  );
  return rows.length > 0;
}

/** A new event, registration on, no schedule, no content yet; its id. */
export async function insertEvent(
  tx: Queryable,
  values: { slug: string; name: string; maxMembers: number },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    "INSERT INTO events (name, slug, min_members, max_members) VALUES ($1, $2, 1, $3) RETURNING id",
    [values.name, values.slug, values.maxMembers],
  );
  return rows[0].id;
}

export async function setHidden(tx: Queryable, id: number, hidden: boolean): Promise<void> {
  await tx.query("UPDATE events SET hidden_at = CASE WHEN $2 THEN coalesce(hidden_at, now()) END WHERE id = $1", [
    id,
    hidden,
  ]);
}

export async function setMaxMembers(tx: Queryable, id: number, maxMembers: number): Promise<void> {
  await tx.query("UPDATE events SET max_members = $2 WHERE id = $1", [id, maxMembers]);
}

/** Deletes an event without teams or announcements; its slug is kept so no later event takes it. */
export async function deleteEvent(tx: Queryable, id: number, slug: string): Promise<void> {
  await tx.query("INSERT INTO retired_event_slugs (slug) VALUES ($1) ON CONFLICT DO NOTHING", [slug]);
  await tx.query("DELETE FROM event_results WHERE event_id = $1", [id]);
  await tx.query("DELETE FROM reminder_marks WHERE event_id = $1", [id]);
  await tx.query("DELETE FROM events WHERE id = $1", [id]);
}

/**
 * Makes the transaction `tx` (as its first statement) read one snapshot of the database, read only: what it reads
 * then belongs to one content generation.
 */
export async function readOneSnapshot(tx: Queryable): Promise<void> {
  await tx.query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY");
}

/** The content generation (migration 034): raised in the transaction of every change the public pages show. */
export async function contentGeneration(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ generation: string }>("SELECT generation FROM content_generation");
  return Number(rows[0]?.generation ?? 0);
}
