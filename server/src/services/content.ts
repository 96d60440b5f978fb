import * as z from "zod/mini";
import {
  type EventContent,
  type EventCreate,
  eventContentSchema,
  type EventPublish,
  type EventVersion,
  type Festival,
  type FestivalPublish,
  festivalSchema,
  type FestivalVersion,
  SLUG_MESSAGES,
  summaryOf,
} from "../../../contract/eventContent";
import { contentErrors, contentFromInput } from "../../../contract/eventContentParse";
import { SEED_FESTIVAL } from "../../../contract/festival";
import type { Db, Queryable } from "../db/types";
import { type Actor, recordAudit } from "../repos/audit";
import {
  type DocumentId,
  findFestival,
  findVersion,
  insertEvent,
  insertVersion,
  type LockedEvent,
  lockEvent,
  publishEventVersion,
  publishFestivalVersion,
  type StoredVersion,
  slugTaken,
} from "../repos/content";
import { ConflictError, InvalidInputError, NotFoundError } from "./errors";

/**
 * Organisers' content (docs/content.md): each event's texts and the festival's identity as versions. Every publish
 * adds a version under the document's lock, after checking that the organiser's edit started from the version
 * published now (else a 409 with that version, so nobody's change is overwritten unseen); a restore publishes an
 * earlier version again as a new one. Each is audited in its transaction.
 */

export const CONFLICT_MESSAGE =
  "Someone published a newer version while you were editing. Your text is kept: compare it with theirs, then publish again.";

const eventVersion = (stored: StoredVersion): EventVersion => ({
  ...stored,
  content: z.parse(eventContentSchema, stored.content),
});

const festivalVersion = (stored: StoredVersion): FestivalVersion => ({
  ...stored,
  content: z.parse(festivalSchema, stored.content),
});

/** The version an edit must start from: the newest, or a conflict naming it. */
function checkBase<V>(base: number | null, current: number | null, currentVersion: () => V): void {
  if ((current ?? null) !== base) throw new ConflictError(CONFLICT_MESSAGE, currentVersion());
}

const asVersionActor = (actor: Actor) => ({ id: actor.id, email: actor.email });

/** The newest version of an event's texts (null before its first), and the event; 404 when there is no such event. */
export async function eventContentOf(
  db: Db,
  id: number,
): Promise<{ event: LockedEvent; version: EventVersion | null }> {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, id);
    if (!event) throw new NotFoundError();
    const stored = await findVersion(tx, { event: id }, null);
    return { event, version: stored && eventVersion(stored) };
  });
}

export async function eventVersionOf(db: Queryable, id: number, version: number): Promise<EventVersion> {
  const stored = await findVersion(db, { event: id }, version);
  if (!stored) throw new NotFoundError();
  return eventVersion(stored);
}

/** Publishes `content` as the event's next version; its name and summary go with it. */
async function publishEventLocked(
  tx: Queryable,
  actor: Actor,
  event: LockedEvent,
  content: EventContent,
  restoredFrom: number | null,
): Promise<EventVersion> {
  const version = (event.content_version ?? 0) + 1;
  const document: DocumentId = { event: event.id };
  const stored = await insertVersion(tx, document, {
    version,
    content,
    actor: asVersionActor(actor),
    restoredFrom,
  });
  await publishEventVersion(tx, event.id, version, content.name, summaryOf(version, content));
  const target = `event:${event.slug}`;
  if (restoredFrom === null) await recordAudit(tx, actor, "event.content", target, { version, name: content.name });
  else
    await recordAudit(tx, actor, "event.restore", target, { version, restored_from: restoredFrom, name: content.name });
  return eventVersion(stored);
}

/** The Markdown of the console's edit made into the stored form; a refused link or an over-long text is a 400. */
function parsedContent(input: EventPublish["content"]): EventContent {
  const { content, problems } = contentFromInput(input);
  const errors = contentErrors(problems);
  if (Object.keys(errors).length > 0) {
    throw new InvalidInputError(
      Object.fromEntries(Object.entries(errors).map(([path, list]) => [`content.${path}`, list])),
    );
  }
  return content;
}

/** `PUT admin/events/{id}/content/`: a new version of the event's texts, refused when based on an older one. */
export function publishEventContent(db: Db, actor: Actor, id: number, body: EventPublish): Promise<EventVersion> {
  const content = parsedContent(body.content);
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, id);
    if (!event) throw new NotFoundError();
    const current = event.content_version;
    if (current !== (body.base_version ?? null)) {
      const stored = await findVersion(tx, { event: id }, null);
      checkBase(body.base_version, current, () => stored && eventVersion(stored));
    }
    return publishEventLocked(tx, actor, event, content, null);
  });
}

/** `POST admin/events/{id}/content/versions/{n}/restore/`: version n published again as the next version. */
export function restoreEventContent(
  db: Db,
  actor: Actor,
  id: number,
  from: number,
  baseVersion: number | null,
): Promise<EventVersion> {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, id);
    if (!event) throw new NotFoundError();
    const earlier = await findVersion(tx, { event: id }, from);
    if (!earlier) throw new NotFoundError();
    if (event.content_version !== baseVersion) {
      const stored = await findVersion(tx, { event: id }, null);
      checkBase(baseVersion, event.content_version, () => stored && eventVersion(stored));
    }
    return publishEventLocked(tx, actor, event, eventVersion(earlier).content, from);
  });
}

/** `POST admin/events/`: a new event with its first version of texts; its slug is never anyone's again. */
export function createEvent(db: Db, actor: Actor, body: EventCreate): Promise<number> {
  const content = parsedContent(body.content);
  return db.transaction(async (tx) => {
    if (await slugTaken(tx, body.slug)) throw InvalidInputError.field("slug", SLUG_MESSAGES.taken);
    const id = await insertEvent(tx, { slug: body.slug, name: content.name, maxMembers: body.max_members });
    await recordAudit(tx, actor, "event.create", `event:${body.slug}`, {
      name: content.name,
      max_members: body.max_members,
    });
    const event = await lockEvent(tx, id);
    if (!event) throw new NotFoundError();
    await publishEventLocked(tx, actor, event, content, null);
    return id;
  });
}

const festivalCache = new WeakMap<Queryable, { festival: Festival; version: number; at: number }>();
/** How long a process may show the festival's identity after another process published a new one. */
const FESTIVAL_CACHE_MS = 5_000;

/**
 * The festival's published identity, read at most every few seconds per process (mail, calendars, certificates and
 * the API document read it often); the specification's before the database is seeded.
 */
export async function festivalNow(db: Queryable): Promise<Festival> {
  const cached = festivalCache.get(db);
  if (cached && Date.now() - cached.at < FESTIVAL_CACHE_MS) return cached.festival;
  const row = await findFestival(db);
  const festival = row ? z.parse(festivalSchema, row.content) : SEED_FESTIVAL;
  festivalCache.set(db, { festival, version: row?.version ?? 0, at: Date.now() });
  return festival;
}

/** The published identity with its version and time: `GET festival/` and the console. */
export async function publishedFestival(db: Queryable) {
  const row = await findFestival(db);
  if (!row) throw new NotFoundError();
  return { version: row.version, published_at: row.published_at, festival: z.parse(festivalSchema, row.content) };
}

async function publishFestivalLocked(
  db: Queryable,
  tx: Queryable,
  actor: Actor,
  version: number,
  content: Festival,
  restoredFrom: number | null,
): Promise<FestivalVersion> {
  const stored = await insertVersion(tx, "festival", { version, content, actor: asVersionActor(actor), restoredFrom });
  await publishFestivalVersion(tx, version, content);
  if (restoredFrom === null)
    await recordAudit(tx, actor, "festival.content", "festival", { version, title: content.title });
  else await recordAudit(tx, actor, "festival.restore", "festival", { version, restored_from: restoredFrom });
  festivalCache.delete(db);
  return festivalVersion(stored);
}

/** The newest version of the festival's identity. */
export async function festivalVersionOf(db: Queryable, version: number | null): Promise<FestivalVersion> {
  const stored = await findVersion(db, "festival", version);
  if (!stored) throw new NotFoundError();
  return festivalVersion(stored);
}

/** `PUT admin/festival/`: a new version of the festival's identity, refused when based on an older one. */
export function publishFestival(db: Db, actor: Actor, body: FestivalPublish): Promise<FestivalVersion> {
  return db.transaction(async (tx) => {
    const row = await findFestival(tx, true);
    if (!row) throw new NotFoundError();
    if (row.version !== body.base_version) {
      const stored = await findVersion(tx, "festival", null);
      checkBase(body.base_version, row.version, () => stored && festivalVersion(stored));
    }
    return publishFestivalLocked(db, tx, actor, row.version + 1, z.parse(festivalSchema, body.content), null);
  });
}

/** `POST admin/festival/versions/{n}/restore/`. */
export function restoreFestival(db: Db, actor: Actor, from: number, baseVersion: number | null) {
  return db.transaction(async (tx) => {
    const row = await findFestival(tx, true);
    const earlier = await findVersion(tx, "festival", from);
    if (!row || !earlier) throw new NotFoundError();
    if (row.version !== baseVersion) {
      const stored = await findVersion(tx, "festival", null);
      checkBase(baseVersion, row.version, () => stored && festivalVersion(stored));
    }
    return publishFestivalLocked(db, tx, actor, row.version + 1, festivalVersion(earlier).content, from);
  });
}
