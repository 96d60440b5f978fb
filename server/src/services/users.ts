import type { Queryable } from "../db/types";

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

export async function findUserByUid(db: Queryable, uid: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow & Record<string, unknown>>("SELECT * FROM users WHERE uid = $1", [uid]);
  return rows[0] ?? null;
}

/** Every profile field filled (the PUT's validation already checked each value's form). */
export function isComplete(fields: ProfileFields): boolean {
  return PROFILE_FIELDS.every((field) => {
    // A working professional (institute_type 2) has no year of study.
    if (field === "study_year" && fields.institute_type === 2) return true;
    const value = fields[field];
    return typeof value === "number" || (typeof value === "string" && value.trim() !== "");
  });
}

/** The profile as API.md describes it. */
export function profileBody(user: UserRow) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    institute_name: user.institute_name,
    study_year: user.study_year,
    degree: user.degree,
    branch: user.branch,
    country: user.country,
    institute_type: user.institute_type,
    phone: user.phone,
    gender: user.gender,
    is_profile_complete: user.is_profile_complete,
    referral_code: user.referral_code,
    referral_count: user.referral_count,
    provider: user.provider,
    is_verified: user.is_verified,
  };
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
