import type { Ambassador, LeaderboardEntry } from "../../../contract/rankings";
import type { Queryable } from "../db/types";

/** The referral leaderboard: the top 10 with at least one referral, best first. */
export async function leaderboard(db: Queryable): Promise<LeaderboardEntry[]> {
  const { rows } = await db.query<LeaderboardEntry & Record<string, unknown>>(
    `SELECT name, institute_name, referral_count FROM users
     WHERE referral_count > 0 ORDER BY referral_count DESC, id LIMIT 10`,
  );
  return rows;
}

/** The campus ambassadors' table: the top 15 by points. */
export async function topAmbassadors(db: Queryable): Promise<Ambassador[]> {
  const { rows } = await db.query<Omit<Ambassador, "last_updated"> & { last_updated: Date | string }>(
    "SELECT caid, name, institute_name, points, last_updated FROM campus_ambassadors ORDER BY points DESC, id LIMIT 15",
  );
  return rows.map((row) => ({ ...row, last_updated: new Date(row.last_updated).toISOString() }));
}
