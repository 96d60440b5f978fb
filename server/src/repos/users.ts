import type { Queryable } from "../db/types";

/** A participant's row of `users`, as every query of this module returns it. */
export interface UserRow {
  id: number;
  uid: string;
  email: string;
  provider: string;
  is_verified: boolean;
  name: string;
  institute_name: string;
  study_year: number | null;
  degree: string;
  branch: string;
  country: string;
  institute_type: number | null;
  phone: string;
  gender: number | null;
  is_profile_complete: boolean;
  referral_code: string;
  referred_by: number | null;
  referral_counted: boolean;
  referral_count: number;
}

export type ProfileFields = Pick<
  UserRow,
  "name" | "institute_name" | "study_year" | "degree" | "branch" | "country" | "institute_type" | "phone" | "gender"
>;

export const PROFILE_FIELDS = [
  "name",
  "institute_name",
  "study_year",
  "degree",
  "branch",
  "country",
  "institute_type",
  "phone",
  "gender",
] as const satisfies ReadonlyArray<keyof ProfileFields>;

// Every field of UserRow, checked by the compiler: a statement kept prepared names its columns instead of `*`.
const USER_FIELDS: Record<keyof UserRow, true> = {
  id: true,
  uid: true,
  email: true,
  provider: true,
  is_verified: true,
  name: true,
  institute_name: true,
  study_year: true,
  degree: true,
  branch: true,
  country: true,
  institute_type: true,
  phone: true,
  gender: true,
  is_profile_complete: true,
  referral_code: true,
  referred_by: true,
  referral_counted: true,
  referral_count: true,
};

/** The columns of a UserRow, for a select list: `userColumns("u")` gives `u.id, u.uid, ...`. */
export const userColumns = (alias: string) =>
  Object.keys(USER_FIELDS)
    .map((field) => `${alias}.${field}`)
    .join(", ");

export async function findUserByUid(db: Queryable, uid: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow & Record<string, unknown>>("SELECT * FROM users WHERE uid = $1", [uid]);
  return rows[0] ?? null;
}

/** The profile's fields and whether it is complete, as sent by the participant. */
export async function updateProfile(
  db: Queryable,
  userId: number,
  fields: ProfileFields,
  complete: boolean,
): Promise<UserRow> {
  const { rows } = await db.query<UserRow & Record<string, unknown>>(
    `UPDATE users SET ${PROFILE_FIELDS.map((field, index) => `${field} = $${index + 2}`).join(", ")},
       is_profile_complete = $${PROFILE_FIELDS.length + 2}
     WHERE id = $1 RETURNING *`,
    [userId, ...PROFILE_FIELDS.map((field) => fields[field]), complete],
  );
  return rows[0];
}

/** What a sign-in learns from the identity provider. */
export async function updateIdentity(
  db: Queryable,
  userId: number,
  { emailVerified, email, provider }: { emailVerified: boolean; email: string; provider: string },
): Promise<UserRow> {
  const { rows } = await db.query<UserRow & Record<string, unknown>>(
    "UPDATE users SET is_verified = $2, email = $3, provider = $4 WHERE id = $1 RETURNING *",
    [userId, emailVerified, email, provider],
  );
  return rows[0];
}

export interface NewUser {
  uid: string;
  email: string;
  provider: string;
  emailVerified: boolean;
  name: string;
  referralCode: string;
  referredBy: number | null;
}

export async function insertUser(db: Queryable, user: NewUser): Promise<{ id: number; is_verified: boolean }> {
  const { rows } = await db.query<{ id: number; is_verified: boolean }>(
    `INSERT INTO users (uid, email, provider, is_verified, name, referral_code, referred_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, is_verified`,
    [user.uid, user.email, user.provider, user.emailVerified, user.name, user.referralCode, user.referredBy],
  );
  return rows[0];
}

/** The user whose referral code this is, if their profile is complete (only they may refer). */
export async function referrerByCode(db: Queryable, code: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    "SELECT id FROM users WHERE referral_code = $1 AND is_profile_complete",
    [code],
  );
  return rows[0]?.id ?? null;
}

/**
 * Counts the user's referral toward its owner, once, when the user's profile is complete and e-mail verified.
 * The conditional update makes a second, concurrent call a no-op.
 */
export async function creditReferral(db: Queryable, userId: number): Promise<void> {
  const { rows } = await db.query<{ referred_by: number }>(
    `UPDATE users SET referral_counted = true
     WHERE id = $1 AND referred_by IS NOT NULL AND NOT referral_counted AND is_profile_complete AND is_verified
     RETURNING referred_by`,
    [userId],
  );
  if (rows[0]) {
    await db.query("UPDATE users SET referral_count = referral_count + 1 WHERE id = $1", [rows[0].referred_by]);
  }
}

/**
 * The users with these ids, their rows locked (FOR NO KEY UPDATE, in id order, so two callers never wait on each other
 * crosswise) until the transaction ends: a change that concerns several people at once takes its turn with every other
 * such change of any of them.
 */
export async function lockUsers(tx: Queryable, ids: number[]): Promise<UserRow[]> {
  const { rows } = await tx.query<UserRow & Record<string, unknown>>(
    `SELECT ${userColumns("u")} FROM users u WHERE u.id = ANY($1::int[]) ORDER BY u.id FOR NO KEY UPDATE`,
    [ids],
  );
  return rows;
}
