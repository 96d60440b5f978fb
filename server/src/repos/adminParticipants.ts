import type { AdminParticipant } from "../../../contract/admin";
import type { BatchedQuery, Queryable } from "../db/types";
import { order, pageSlice } from "./pageSlice";

export interface ParticipantFilter {
  /** An ILIKE pattern on the name, the e-mail or a team's name. */
  pattern: string | null;
  verified: boolean | null;
  complete: boolean | null;
  /** Lower-case e-mails of organisers by configuration. */
  organiserEmails: readonly string[];
}

/** The filter as SQL conditions on `u` (users), its values appended to `params`; the search as a union (see adminTeams). */
function participantConditions(filter: ParticipantFilter, params: unknown[]): string {
  const conditions: string[] = [];
  const add = (value: unknown, condition: (placeholder: string) => string) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (filter.pattern !== null) {
    add(
      filter.pattern,
      (p) => `u.id IN (SELECT id FROM users WHERE name ILIKE ${p} OR email ILIKE ${p}
        UNION SELECT m.user_id FROM team_members m JOIN teams t ON t.id = m.team_id WHERE t.name ILIKE ${p})`,
    );
  }
  if (filter.verified !== null) add(filter.verified, (p) => `u.is_verified = ${p}`);
  if (filter.complete !== null) add(filter.complete, (p) => `u.is_profile_complete = ${p}`);
  return conditions.length ? `WHERE ${conditions.join(" AND ")}` : "";
}

/** How many participants the filter selects: from the kept counts when one of them answers it (migration 8). */
async function participantCount(db: Queryable, filter: ParticipantFilter): Promise<number> {
  const { pattern, verified, complete } = filter;
  if (pattern === null && (verified === null || complete === null)) {
    const { rows } = await db.query<{ participants: number; verified: number; complete_profiles: number }>(
      "SELECT participants, verified, complete_profiles FROM admin_counts",
    );
    const counts = rows[0];
    if (verified !== null) return verified ? counts.verified : counts.participants - counts.verified;
    if (complete !== null) return complete ? counts.complete_profiles : counts.participants - counts.complete_profiles;
    return counts.participants;
  }
  const params: unknown[] = [];
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM users u ${participantConditions(filter, params)}`,
    params,
  );
  return rows[0].n;
}

export async function participantPage(
  db: Queryable,
  filter: ParticipantFilter,
  limit: number,
  offset: number,
): Promise<[number, AdminParticipant[]]> {
  const params: unknown[] = [];
  const where = participantConditions(filter, params);
  const n = params.length;
  const count = await participantCount(db, filter);
  const slice = pageSlice(count, limit, offset);
  // A deferred join, as for teams: the page's ids first (from the nearer end), then the details of those 50 only.
  const { rows } = await db.query<AdminParticipant & { created_at: Date | string } & Record<string, unknown>>(
    `WITH page AS (SELECT u.id FROM users u ${where} ORDER BY u.id ${order(slice, "ASC")} LIMIT $${n + 1} OFFSET $${n + 2})
     SELECT u.id, u.name, u.email, u.institute_name, u.is_verified, u.is_profile_complete, u.referral_count,
       u.created_at,
       ((u.is_verified AND lower(u.email) = ANY($${n + 3}::text[])) OR EXISTS (SELECT 1 FROM organisers o WHERE o.user_id = u.id))
         AS is_organiser,
       ARRAY(SELECT e.slug FROM team_members m JOIN events e ON e.id = m.event_id WHERE m.user_id = u.id ORDER BY e.id)
         AS events
     FROM page JOIN users u ON u.id = page.id ORDER BY u.id`,
    [...params, slice.limit, slice.offset, [...filter.organiserEmails]],
  );
  return [count, rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }))];
}

/** The participants export with the list's filters, in the columns of PARTICIPANT_EXPORT_COLUMNS, by id in batches. */
export function participantExportQuery(filter: ParticipantFilter): BatchedQuery {
  const params: unknown[] = [];
  const where = participantConditions(filter, params);
  params.push([...filter.organiserEmails]);
  const emails = `$${params.length}`;
  return {
    sql: (after) =>
      `SELECT u.id, u.name, u.email, u.is_verified, u.is_profile_complete, u.institute_name, u.phone, u.country,
         ((u.is_verified AND lower(u.email) = ANY(${emails}::text[])) OR EXISTS (SELECT 1 FROM organisers o WHERE o.user_id = u.id))
           AS is_organiser,
         u.referral_count,
         array_to_string(ARRAY(SELECT e.slug FROM team_members m JOIN events e ON e.id = m.event_id
           WHERE m.user_id = u.id ORDER BY e.id), ' ') AS events,
         u.created_at
       FROM users u ${where ? `${where} AND` : "WHERE"} ${after} ORDER BY u.id`,
    params,
    key: ["u.id"],
    keyOf: (row) => [row.id],
  };
}
