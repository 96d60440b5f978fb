import type { Handles, HandlesUpdate } from "../../../contract/profile";
import { HANDLE_FIELDS } from "../../../contract/rules";
import type { Queryable } from "../db/types";

/** The user's row of handles, created empty at registration. */
export async function createHandles(db: Queryable, userId: number): Promise<void> {
  await db.query("INSERT INTO handles (user_id) VALUES ($1)", [userId]);
}

export async function readHandles(db: Queryable, userId: number): Promise<Handles> {
  const { rows } = await db.query<Handles & Record<string, unknown>>(
    `SELECT ${HANDLE_FIELDS.join(", ")} FROM handles WHERE user_id = $1`,
    [userId],
  );
  return rows[0] ?? (Object.fromEntries(HANDLE_FIELDS.map((field) => [field, null])) as Handles);
}

/** Saves the handles that were sent (null clears one); the others stay as they are. */
export async function saveHandles(db: Queryable, userId: number, sent: HandlesUpdate): Promise<void> {
  const fields = HANDLE_FIELDS.filter((field) => sent[field] !== undefined);
  await db.query(
    `INSERT INTO handles (user_id${fields.map((field) => `, ${field}`).join("")})
     VALUES ($1${fields.map((_, index) => `, $${index + 2}`).join("")})
     ON CONFLICT (user_id) DO ${fields.length ? `UPDATE SET ${fields.map((field) => `${field} = EXCLUDED.${field}`).join(", ")}` : "NOTHING"}`,
    [userId, ...fields.map((field) => sent[field])],
  );
}
