import type { AdminParticipant } from "../../../contract/admin";
import type { Queryable } from "../db/types";

export interface ParticipantFilter {
  /** An ILIKE pattern on the name, the e-mail or a team's name. */
  pattern: string | null;
  verified: boolean | null;
  complete: boolean | null;
  /** Lower-case e-mails of organisers by configuration. */
  organiserEmails: readonly string[];
}

const WHERE = `WHERE ($1::text IS NULL OR u.name ILIKE $1 OR u.email ILIKE $1 OR EXISTS (
    SELECT 1 FROM team_members fm JOIN teams ft ON ft.id = fm.team_id WHERE fm.user_id = u.id AND ft.name ILIKE $1))
  AND ($2::boolean IS NULL OR u.is_verified = $2)
  AND ($3::boolean IS NULL OR u.is_profile_complete = $3)`;

export async function participantPage(
  db: Queryable,
  filter: ParticipantFilter,
  limit: number,
  offset: number,
): Promise<[number, AdminParticipant[]]> {
  const params = [filter.pattern, filter.verified, filter.complete];
  const { rows: counted } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users u ${WHERE}`, params);
  const { rows } = await db.query<AdminParticipant & { created_at: Date | string } & Record<string, unknown>>(
    `SELECT u.id, u.name, u.email, u.institute_name, u.is_verified, u.is_profile_complete, u.referral_count,
       u.created_at,
       ((u.is_verified AND lower(u.email) = ANY($6::text[])) OR EXISTS (SELECT 1 FROM organisers o WHERE o.user_id = u.id))
         AS is_organiser,
       ARRAY(SELECT e.slug FROM team_members m JOIN events e ON e.id = m.event_id WHERE m.user_id = u.id ORDER BY e.id)
         AS events
     FROM users u ${WHERE} ORDER BY u.id LIMIT $4 OFFSET $5`,
    [...params, limit, offset, [...filter.organiserEmails]],
  );
  return [counted[0].n, rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }))];
}
