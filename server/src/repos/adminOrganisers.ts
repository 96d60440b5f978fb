import type { Organiser } from "../../../contract/admin";
import type { Queryable } from "../db/types";

/** Every organiser: verified accounts whose e-mail is configured ("config"), then those granted in the console. */
export async function allOrganisers(db: Queryable, configEmails: readonly string[]): Promise<Organiser[]> {
  const { rows } = await db.query<Organiser & Record<string, unknown>>(
    `SELECT u.id, u.name, u.email,
       CASE WHEN u.is_verified AND lower(u.email) = ANY($1::text[]) THEN 'config' ELSE 'granted' END AS source
     FROM users u
     WHERE (u.is_verified AND lower(u.email) = ANY($1::text[])) OR EXISTS (SELECT 1 FROM organisers o WHERE o.user_id = u.id)
     ORDER BY source, u.id`,
    [[...configEmails]],
  );
  return rows;
}

export interface Account {
  id: number;
  email: string;
  is_verified: boolean;
}

/** The account with this e-mail (any case), a verified one first; null when there is none. */
export async function accountByEmail(db: Queryable, email: string): Promise<Account | null> {
  const { rows } = await db.query<Account & Record<string, unknown>>(
    "SELECT id, email, is_verified FROM users WHERE lower(email) = lower($1) ORDER BY is_verified DESC, id LIMIT 1",
    [email.trim()],
  );
  return rows[0] ?? null;
}

export async function accountById(db: Queryable, id: number): Promise<Account | null> {
  const { rows } = await db.query<Account & Record<string, unknown>>(
    "SELECT id, email, is_verified FROM users WHERE id = $1",
    [id],
  );
  return rows[0] ?? null;
}

/** Grants the role; false when the account had it already. */
export async function grantOrganiser(tx: Queryable, userId: number): Promise<boolean> {
  const { rowCount } = await tx.query("INSERT INTO organisers (user_id) VALUES ($1) ON CONFLICT DO NOTHING", [userId]);
  return rowCount > 0;
}

/** Removes a granted role; false when there was none. */
export async function revokeOrganiser(tx: Queryable, userId: number): Promise<boolean> {
  const { rowCount } = await tx.query("DELETE FROM organisers WHERE user_id = $1", [userId]);
  return rowCount > 0;
}

/** Whether the user holds a granted role (from the console or the command line). */
export async function hasGrantedRole(db: Queryable, userId: number): Promise<boolean> {
  const { rowCount } = await db.query("SELECT 1 FROM organisers WHERE user_id = $1", [userId]);
  return rowCount > 0;
}

/** The id of a user who signed up with this e-mail (any case); null when nobody did. */
export async function userIdByEmail(db: Queryable, email: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>("SELECT id FROM users WHERE lower(email) = lower($1)", [email]);
  return rows[0]?.id ?? null;
}
