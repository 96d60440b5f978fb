import type { FinderShow, Listing, ListingEndReason, MyListing } from "../../../contract/finder";
import { HANDLE_FIELDS } from "../../../contract/rules";
import type { Queryable } from "../db/types";
import { type PageSlice, order } from "./pageSlice";
import { isoUtcSql, registrationOpenSql } from "./schedule";

/**
 * The teammate finder's listings (migration 20). A listing ends in two ways. What a team change ends (the owner now
 * in a team, the listed team full or left) the database writes down in the statement that changes the team (the
 * triggers of migration 20), whichever process or path makes the change. What time or a state of the event or of
 * the owner ends (its 14 days, registration closed, results published, an organiser's block or hiding) is read at the
 * moment of each query (`listingEndSql`, `listingOpenSql`), so no reader ever sees it open; the sweep
 * (`persistListingEnds`) then writes those down too, so that they stay ended.
 */

/** The members of team `team` (an alias or an expression), counted. */
export const membersOf = (team: string) => `(SELECT count(*) FROM team_members tm WHERE tm.team_id = ${team})`;

/** The owner's team in the listing's event (its id), by the unique (user, event) membership. */
export const ownerTeamSql = (l: string) =>
  `(SELECT om.team_id FROM team_members om WHERE om.user_id = ${l}.user_id AND om.event_id = ${l}.event_id)`;

/** Whether the event `e` takes team changes from participants now: registration open and results not published. */
export const eventOpenSql = (e: string) =>
  `(${registrationOpenSql(e)} AND NOT EXISTS (SELECT 1 FROM event_results er WHERE er.event_id = ${e}.id AND er.published_at IS NOT NULL))`;

/**
 * What ends a listing `l` (of event `e`), in the order the owner is told. `atChange`: the triggers of migration 20
 * write it down when the team changes (the same words), so a browse need not look for it; it stays here so that the
 * owner's view, a request and the sweep see it even in the moment between a listing saved and a team joined at once
 * (no trigger saw the listing then). Each `when` is a plain boolean (never null) from the listing's row, the event and
 * index probes.
 */
const endings = (l: string, e: string) => [
  { reason: "'hidden'", when: `${l}.hidden_at IS NOT NULL`, atChange: false },
  {
    reason: "'banned'",
    when: `EXISTS (SELECT 1 FROM finder_bans fb WHERE fb.user_id = ${l}.user_id)`,
    atChange: false,
  },
  { reason: "'registration_closed'", when: `NOT ${eventOpenSql(e)}`, atChange: false },
  {
    reason: "'joined_team'",
    when: `(${l}.kind = 'person' AND EXISTS (SELECT 1 FROM team_members om WHERE om.user_id = ${l}.user_id
      AND om.event_id = ${l}.event_id))`,
    atChange: true,
  },
  {
    reason: "'left_event'",
    when: `(${l}.kind = 'team' AND NOT EXISTS (SELECT 1 FROM teams lt JOIN team_members lm ON lm.team_id = lt.id
      AND lm.user_id = ${l}.user_id WHERE lt.id = ${l}.team_id AND lt.creator_id = ${l}.user_id))`,
    atChange: true,
  },
  {
    reason: "'team_full'",
    when: `(${l}.kind = 'team' AND ${membersOf(`${l}.team_id`)} >= ${e}.max_members)`,
    atChange: true,
  },
  { reason: "'expired'", when: `${l}.expires_at <= now()`, atChange: false },
];

/**
 * Why the listing `l` (of event `e`) has ended, or NULL while it is open: the one definition of a listing's life. An
 * ending written down wins; then the first of `endings` that holds.
 */
export const listingEndSql = (l = "l", e = "e") =>
  `CASE WHEN ${l}.ended_at IS NOT NULL THEN ${l}.ended_reason
    ${endings(l, e)
      .map((ending) => `WHEN ${ending.when} THEN ${ending.reason}`)
      .join("\n    ")}
  END`;

/**
 * The conditions under which a browse shows the listing `l` (and the console counts it): not ended, and none of the
 * endings read at the moment holds (those of team changes are written down by then). Conditions one by one, so the
 * planner walks the browse index and estimates how many rows pass.
 */
export const listingOpenSql = (l = "l", e = "e") =>
  [
    `${l}.ended_at IS NULL`,
    ...endings(l, e)
      .filter((ending) => !ending.atChange)
      .map((ending) => `NOT ${ending.when}`),
  ].join("\n    AND ");

/** A listing with its event, as `listingEndSql` reads them. */
export const LISTING_FROM = `finder_listings l JOIN events e ON e.id = l.event_id`;

/** Which details a listing or request `x` shows, as stored (`show_*` columns). */
export interface ShowColumns {
  show_institute: boolean;
  show_country: boolean;
  show_study_year: boolean;
  show_handles: string[];
}

export const showColumns = (show: FinderShow): ShowColumns => ({
  show_institute: show.institute,
  show_country: show.country,
  show_study_year: show.study_year,
  show_handles: HANDLE_FIELDS.filter((field) => show.handles.includes(field)),
});

/**
 * The name of user `u` and the details `x` (a listing or a request) chose to show, as one JSON value: the one place
 * that says what of a person the finder shows. Nothing else of the user (e-mail, phone, gender, ...) is ever read here.
 * The year of study reads as years of work experience for a working professional (institute type 2).
 */
export const shownDetailsSql = (x: string, u: string, h: string) => `json_build_object(
    'name', coalesce(nullif(trim(${u}.name), ''), 'Participant'),
    'institute', CASE WHEN ${x}.show_institute THEN nullif(${u}.institute_name, '') END,
    'country', CASE WHEN ${x}.show_country THEN nullif(${u}.country, '') END,
    'study_year', CASE WHEN ${x}.show_study_year AND ${u}.institute_type IS DISTINCT FROM 2 THEN ${u}.study_year END,
    'work_years', CASE WHEN ${x}.show_study_year AND ${u}.institute_type = 2 THEN ${u}.study_year END,
    'handles', json_strip_nulls(json_build_object(${HANDLE_FIELDS.map(
      (field) => `'${field}', CASE WHEN '${field}' = ANY(${x}.show_handles) THEN nullif(${h}.${field}, '') END`,
    ).join(", ")})))`;

/**
 * A listing `l` (event `e`, listed team `t`, owner `u` with handles `h`: `LISTING_JSON_FROM`) as others see it;
 * `viewer` is the caller's id.
 */
const listingJson = (viewer: string) => `json_build_object(
    'id', l.id,
    'event', e.slug,
    'kind', l.kind,
    'owner', ${shownDetailsSql("l", "u", "h")},
    'team', CASE WHEN l.kind = 'team' AND t.id IS NOT NULL THEN json_build_object('name', t.name,
      'places_left', greatest(0, e.max_members - ${membersOf("t.id")})) END,
    'note', l.note,
    'skills', to_json(l.skills),
    'skills_other', l.skills_other,
    'created_at', ${isoUtcSql("l.created_at")},
    'saved_at', ${isoUtcSql("l.saved_at")},
    'expires_at', ${isoUtcSql("l.expires_at")},
    'mine', l.user_id = ${viewer},
    'requested', EXISTS (SELECT 1 FROM finder_requests rq WHERE rq.listing_id = l.id AND rq.sender_id = ${viewer}
      AND rq.status = 'pending' AND rq.expires_at > now()))`;

/** What `listingJson` reads. */
const LISTING_JSON_FROM = `${LISTING_FROM} LEFT JOIN teams t ON t.id = l.team_id JOIN users u ON u.id = l.user_id
  LEFT JOIN handles h ON h.user_id = l.user_id`;

/** What a browse may filter on (each null when not asked); the institute matches any part of the name, any case. */
export interface ListingFilters {
  skill: string | null;
  institute: string | null;
  country: string | null;
  kind: "person" | "team" | null;
}

/**
 * The WHERE of a browse: the event's listings not ended or hidden (the partial index `finder_listings_browse`, in
 * order), those still open (`listingOpenSql`), and the filters asked for, each a plain condition or an index probe (no
 * join, so the planner walks the index and stops at the page's end). Institute and country match only listings that
 * show them. Returns the clause and its parameters after the event's id ($1).
 */
function browseWhere(filters: ListingFilters): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const conditions = ["l.event_id = $1", "l.ended_at IS NULL", "l.hidden_at IS NULL", "l.expires_at > now()"];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length + 1}`));
  };
  if (filters.kind) add((p) => `l.kind = ${p}`, filters.kind);
  if (filters.skill) add((p) => `${p} = ANY(l.skills)`, filters.skill);
  if (filters.country) {
    add(
      (p) => `l.show_country AND EXISTS (SELECT 1 FROM users fu WHERE fu.id = l.user_id AND fu.country = ${p})`,
      filters.country,
    );
  }
  if (filters.institute) {
    const pattern = `%${filters.institute.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    add(
      (p) =>
        `l.show_institute AND EXISTS (SELECT 1 FROM users fu WHERE fu.id = l.user_id AND fu.institute_name ILIKE ${p})`,
      pattern,
    );
  }
  conditions.push(listingOpenSql());
  return { where: conditions.join(" AND "), params };
}

/**
 * Plans the statements of a browse without JIT compilation (in the caller's transaction): the conditions' index
 * probes make PostgreSQL's cost estimate large enough to compile, which took longer than the whole query.
 */
export async function planWithoutJit(tx: Queryable): Promise<void> {
  await tx.query("SET LOCAL jit = off");
}

/** How many open listings of the event match the filters. */
export async function countListings(db: Queryable, eventId: number, filters: ListingFilters): Promise<number> {
  const { where, params } = browseWhere(filters);
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${LISTING_FROM} WHERE ${where}`, [
    eventId,
    ...params,
  ]);
  return rows[0].n;
}

/**
 * One page of the event's open listings matching the filters, newest first, as `viewerId` sees them: the page's ids
 * first (the index walked in order, each candidate checked), then the answer of those 20 rows.
 */
export async function listingPage(
  db: Queryable,
  eventId: number,
  filters: ListingFilters,
  viewerId: number,
  slice: PageSlice,
): Promise<Listing[]> {
  const { where, params } = browseWhere(filters);
  const next = params.length + 2;
  const direction = order(slice, "DESC");
  const { rows } = await db.query<{ listing: Listing }>(
    `WITH page AS (
       SELECT l.id FROM ${LISTING_FROM} WHERE ${where}
       ORDER BY l.created_at ${direction}, l.id ${direction} LIMIT $${next + 1} OFFSET $${next + 2})
     SELECT ${listingJson(`$${next}`)} AS listing
     FROM page JOIN ${LISTING_JSON_FROM} ON l.id = page.id
     ORDER BY l.created_at DESC, l.id DESC`,
    [eventId, ...params, viewerId, slice.limit, slice.offset],
  );
  return rows.map((row) => row.listing);
}

/** A listing's state as the owner's calls need it, locked with `lock`. */
export interface ListingState {
  id: number;
  event_id: number;
  user_id: number;
  kind: "person" | "team";
  team_id: number | null;
  hidden: boolean;
  /** Why it has ended; null while open. */
  end: ListingEndReason | null;
}

const LISTING_STATE = `SELECT l.id, l.event_id, l.user_id, l.kind, l.team_id, l.hidden_at IS NOT NULL AS hidden,
    ${listingEndSql()} AS end FROM ${LISTING_FROM}`;

/** The listing with this id; with `lock`, its row locked until the transaction ends. */
export async function listingById(db: Queryable, id: number, lock = false): Promise<ListingState | null> {
  const { rows } = await db.query<ListingState & Record<string, unknown>>(
    `${LISTING_STATE} WHERE l.id = $1${lock ? " FOR UPDATE OF l" : ""}`,
    [id],
  );
  return rows[0] ?? null;
}

/** The user's listing in the event that is not ended yet (open, hidden, or past its time), locked. */
export async function lockCurrentListing(tx: Queryable, eventId: number, userId: number): Promise<ListingState | null> {
  const { rows } = await tx.query<ListingState & Record<string, unknown>>(
    `${LISTING_STATE} WHERE l.event_id = $1 AND l.user_id = $2 AND l.ended_at IS NULL FOR UPDATE OF l`,
    [eventId, userId],
  );
  return rows[0] ?? null;
}

export interface ListingContent extends ShowColumns {
  kind: "person" | "team";
  team_id: number | null;
  note: string;
  skills: string[];
  skills_other: string;
}

const CONTENT_COLUMNS = [
  "kind",
  "team_id",
  "note",
  "skills",
  "skills_other",
  "show_institute",
  "show_country",
  "show_study_year",
  "show_handles",
] as const satisfies ReadonlyArray<keyof ListingContent>;

/** A new listing, open for `days` days. */
export async function insertListing(
  tx: Queryable,
  eventId: number,
  userId: number,
  content: ListingContent,
  days: number,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO finder_listings (event_id, user_id, expires_at, ${CONTENT_COLUMNS.join(", ")})
     VALUES ($1, $2, now() + make_interval(days => $3), ${CONTENT_COLUMNS.map((_, index) => `$${index + 4}`).join(", ")})
     RETURNING id`,
    [eventId, userId, days, ...CONTENT_COLUMNS.map((column) => content[column])],
  );
  return rows[0].id;
}

/** Saves the listing's content and renews it: open for `days` days from now. */
export async function updateListing(tx: Queryable, id: number, content: ListingContent, days: number): Promise<void> {
  await tx.query(
    `UPDATE finder_listings SET saved_at = now(), expires_at = now() + make_interval(days => $2),
       ${CONTENT_COLUMNS.map((column, index) => `${column} = $${index + 3}`).join(", ")}
     WHERE id = $1`,
    [id, days, ...CONTENT_COLUMNS.map((column) => content[column])],
  );
}

/** Writes the listing's ending down (it is then ended for good). */
export async function endListing(tx: Queryable, id: number, reason: ListingEndReason): Promise<void> {
  await tx.query("UPDATE finder_listings SET ended_at = now(), ended_reason = $2 WHERE id = $1 AND ended_at IS NULL", [
    id,
    reason,
  ]);
}

/**
 * Writes down the endings the queries already see (`listingEndSql`), for listings not yet ended: of everyone (the
 * sweep) or of some users in one event (a team formed). Hidden listings stay as they are (their owner cannot replace
 * them). Returns how many ended.
 */
export async function persistListingEnds(
  db: Queryable,
  scope: { eventId: number; userIds: number[] } | null = null,
): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE finder_listings f SET ended_at = now(), ended_reason = x.reason
     FROM (SELECT l.id, ${listingEndSql()} AS reason FROM ${LISTING_FROM}
           WHERE l.ended_at IS NULL AND l.hidden_at IS NULL
             ${scope ? "AND l.event_id = $1 AND l.user_id = ANY($2::int[])" : ""}) x
     WHERE f.id = x.id AND x.reason IS NOT NULL`,
    scope ? [scope.eventId, scope.userIds] : [],
  );
  return rowCount;
}

/** The owner's view of listings `l`: what others see, what it shows, whether it is open and why it ended. */
const MY_LISTING = `SELECT (${listingJson("$1")}::jsonb || jsonb_build_object(
      'show', json_build_object('institute', l.show_institute, 'country', l.show_country,
        'study_year', l.show_study_year, 'handles', to_json(l.show_handles)),
      'ended_reason', ${listingEndSql()},
      'active', ${listingEndSql()} IS NULL))::json AS listing
  FROM ${LISTING_JSON_FROM}`;

/** The user's listings as they see them: the latest of each event, open or not, by event. */
export async function myListings(db: Queryable, userId: number): Promise<MyListing[]> {
  const { rows } = await db.query<{ listing: MyListing }>(
    `${MY_LISTING} WHERE l.id IN (SELECT DISTINCT ON (event_id) id FROM finder_listings WHERE user_id = $1
       ORDER BY event_id, id DESC)
     ORDER BY l.event_id`,
    [userId],
  );
  return rows.map((row) => row.listing);
}

/** One listing of the user as they see it. */
export async function myListing(db: Queryable, listingId: number, userId: number): Promise<MyListing> {
  const { rows } = await db.query<{ listing: MyListing }>(`${MY_LISTING} WHERE l.id = $2 AND l.user_id = $1`, [
    userId,
    listingId,
  ]);
  return rows[0].listing;
}

/** Hides a listing for an organiser (it stays the owner's current listing, so it cannot simply be listed again). */
export async function hideListing(tx: Queryable, id: number, organiserId: number, reason: string): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE finder_listings SET hidden_at = now(), hidden_by = $2, hidden_reason = $3
     WHERE id = $1 AND hidden_at IS NULL`,
    [id, organiserId, reason],
  );
  return rowCount > 0;
}

/** Ends every listing of the user not ended yet, with `reason` (an organiser blocked them from the finder). */
export async function endListingsOf(tx: Queryable, userId: number, reason: ListingEndReason): Promise<void> {
  await tx.query(
    "UPDATE finder_listings SET ended_at = now(), ended_reason = $2 WHERE user_id = $1 AND ended_at IS NULL",
    [userId, reason],
  );
}

/** The user's team in the event, with its creator and how many members it has; null when in none. */
export async function teamOfUser(
  db: Queryable,
  userId: number,
  eventId: number,
): Promise<{ id: number; creator_id: number; members: number } | null> {
  const { rows } = await db.query<{ id: number; creator_id: number; members: number }>(
    `SELECT t.id, t.creator_id, ${membersOf("t.id")}::int AS members
     FROM team_members m JOIN teams t ON t.id = m.team_id WHERE m.user_id = $1 AND m.event_id = $2`,
    [userId, eventId],
  );
  return rows[0] ?? null;
}
