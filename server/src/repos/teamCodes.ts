import type { Queryable } from "../db/types";
import { randomCode } from "../lib/codes";

/** Gives the team a new access code; the old one stops working at once. */
export async function renewAccessCode(db: Queryable, teamId: number): Promise<void> {
  await db.query("UPDATE teams SET access_code = $2 WHERE id = $1", [teamId, randomCode()]);
}
