import { GENDERS, INSTITUTE_TYPES, STUDY_YEARS, WORK_EXPERIENCE } from "../../content/profileOptions";
import { isProfessional, type ProfileDraft, type ProfileField } from "./profileDraft";

export interface FieldSpec {
  label: string;
  options?: Array<{ value: string; label: string }>;
  type?: "tel";
  autoComplete?: string;
  hint?: string;
}

const asOptions = (items: ReadonlyArray<{ value: number; label: string }>) =>
  items.map((item) => ({ value: String(item.value), label: item.label }));

export const FIELD_SPECS: Record<ProfileField, FieldSpec> = {
  name: { label: "Full name", autoComplete: "name" },
  gender: { label: "Gender", options: asOptions(GENDERS) },
  phone: { label: "Phone", type: "tel", autoComplete: "tel", hint: "With the country code, e.g. +91 98765 43210" },
  country: { label: "Country", autoComplete: "country-name" },
  institute_type: { label: "You are at", options: asOptions(INSTITUTE_TYPES) },
  institute_name: { label: "Institute name", autoComplete: "organization" },
  degree: { label: "Degree or class", hint: "e.g. B.Tech, M.Sc, Class XII" },
  branch: { label: "Branch or stream", hint: "e.g. Computer Science" },
  study_year: {
    label: "Year of study",
    options: STUDY_YEARS.map((year) => ({ value: String(year), label: String(year) })),
  },
};

/** A working professional's `study_year` holds years of work experience (docs/API.md, "Profile"). */
const EXPERIENCE_SPEC: FieldSpec = {
  label: "Years of work experience",
  options: asOptions(WORK_EXPERIENCE),
  hint: "Full-time work, all jobs together",
};

/** The field as the participant sees it, given what they chose so far. */
export const specFor = (field: ProfileField, draft: Pick<ProfileDraft, "institute_type">): FieldSpec =>
  field === "study_year" && isProfessional(draft) ? EXPERIENCE_SPEC : FIELD_SPECS[field];
