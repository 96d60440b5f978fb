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

/** Every profile field filled (the PUT's validation already checked each value's form). */
export function isComplete(fields: ProfileFields): boolean {
  return PROFILE_FIELDS.every((field) => {
    // A working professional (institute_type 2) has no year of study.
    if (field === "study_year" && fields.institute_type === 2) return true;
    const value = fields[field];
    return typeof value === "number" || (typeof value === "string" && value.trim() !== "");
  });
}

/** The profile as docs/API.md describes it. */
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
