import { isCountryCode } from "../../../contract/countries";
import type { Profile, ProfileUpdate } from "../../../contract/profile";
import { type Gender, hasWebAddress, type InstituteType, PHONE_PATTERN } from "../../../contract/rules";
import type { MessageKey } from "../../i18n/catalogues";

/** The profile form as typed: every value a string, so nothing the user typed is ever coerced away. */
export type ProfileDraft = Record<keyof ProfileUpdate, string>;
export type ProfileField = keyof ProfileDraft;

export const BASIC_FIELDS: ProfileField[] = ["name", "gender", "phone", "country"];
export const ACADEMIC_FIELDS: ProfileField[] = ["institute_type", "institute_name", "degree", "branch", "study_year"];

/**
 * docs/API.md institute_type 2: a working professional has no year of study; the form asks their years of work
 * experience instead and sends it as `study_year`, which a server may require for everyone.
 */
export const isProfessional = (draft: Pick<ProfileDraft, "institute_type">) => draft.institute_type === "2";

/** The step (0 basic, 1 academic) whose form holds the field. */
export const stepOf = (field: ProfileField) => (BASIC_FIELDS.includes(field) ? 0 : 1);

/** Spaces and dashes people type for readability are dropped before checking the phone rule (contract/rules.ts). */
export const normalisePhone = (phone: string) => phone.replace(/[\s-]/g, "");

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

export function draftFromProfile(profile: Profile): ProfileDraft {
  return {
    name: text(profile.name),
    gender: text(profile.gender),
    phone: text(profile.phone),
    country: text(profile.country),
    institute_type: text(profile.institute_type),
    institute_name: text(profile.institute_name),
    degree: text(profile.degree),
    branch: text(profile.branch),
    study_year: text(profile.study_year),
  };
}

export function updateFromDraft(draft: ProfileDraft): ProfileUpdate {
  return {
    name: draft.name.trim(),
    gender: Number(draft.gender) as Gender,
    phone: normalisePhone(draft.phone),
    country: draft.country.trim(),
    institute_type: Number(draft.institute_type) as InstituteType,
    institute_name: draft.institute_name.trim(),
    degree: draft.degree.trim(),
    branch: draft.branch.trim(),
    study_year: draft.study_year === "" ? null : Number(draft.study_year),
  };
}

const REQUIRED_MESSAGES: Record<ProfileField, MessageKey> = {
  name: "profile.problem.name",
  gender: "profile.problem.gender",
  phone: "profile.problem.phone",
  country: "profile.problem.country",
  institute_type: "profile.problem.instituteType",
  institute_name: "profile.problem.instituteName",
  degree: "profile.problem.degree",
  branch: "profile.problem.branch",
  study_year: "profile.problem.studyYear",
};

/**
 * The client's reading of the server's rules for one field, as the message to show (the form puts it into words); null
 * when the value passes. In English the web address's message is the API's (contract/messages.ts).
 */
export function fieldProblem(field: ProfileField, draft: ProfileDraft): MessageKey | null {
  const value = draft[field].trim();
  if (value === "" && field === "study_year" && isProfessional(draft)) return "profile.problem.experience";
  if (value === "") return REQUIRED_MESSAGES[field];
  if (field === "phone" && !PHONE_PATTERN.test(normalisePhone(value))) return "profile.problem.phonePattern";
  if (field === "name" && value.length < 2) return "profile.problem.name";
  if (field === "name" && hasWebAddress(value)) return "profile.problem.nameWithAddress";
  if (field === "country" && !isCountryCode(value)) return "profile.problem.countryList";
  return null;
}

export const problemsIn = (fields: ProfileField[], draft: ProfileDraft) =>
  fields.filter((field) => fieldProblem(field, draft) !== null);
