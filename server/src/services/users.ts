import { PROFILE_FIELDS, type ProfileFields, type UserRow } from "../repos/users";

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
