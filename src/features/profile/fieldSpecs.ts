import type { MessageKey } from "../../i18n/catalogues";
import type { Translate } from "../../i18n/useT";
import { isProfessional, type ProfileDraft, type ProfileField } from "./profileDraft";

/** A choice of a select: its words from the catalogue, or its text as it is (a year's number). */
type FieldOption = { value: string } & ({ label: MessageKey } | { text: string });

export interface FieldSpec {
  label: MessageKey;
  options?: FieldOption[];
  type?: "tel";
  autoComplete?: string;
  hint?: MessageKey;
}

/** docs/API.md: institute_type 0 school, 1 college, 2 professional; gender 0, 1, 2; the words are the catalogue's. */
const INSTITUTE_TYPE_OPTIONS: FieldOption[] = [
  { value: "0", label: "profile.option.school" },
  { value: "1", label: "profile.option.college" },
  { value: "2", label: "profile.option.professional" },
];
const GENDER_OPTIONS: FieldOption[] = [
  { value: "0", label: "profile.option.male" },
  { value: "1", label: "profile.option.female" },
  { value: "2", label: "profile.option.otherGender" },
];
const STUDY_YEAR_OPTIONS: FieldOption[] = [1, 2, 3, 4, 5, 6].map((year) => ({
  value: String(year),
  text: String(year),
}));

export const FIELD_SPECS: Record<ProfileField, FieldSpec> = {
  name: { label: "profile.field.name", autoComplete: "name" },
  gender: { label: "profile.field.gender", options: GENDER_OPTIONS },
  phone: { label: "profile.field.phone", type: "tel", autoComplete: "tel", hint: "profile.field.phoneHint" },
  country: { label: "profile.field.country", autoComplete: "country-name" },
  institute_type: { label: "profile.field.instituteType", options: INSTITUTE_TYPE_OPTIONS },
  institute_name: { label: "profile.field.instituteName", autoComplete: "organization" },
  degree: { label: "profile.field.degree", hint: "profile.field.degreeHint" },
  branch: { label: "profile.field.branch", hint: "profile.field.branchHint" },
  study_year: { label: "profile.field.studyYear", options: STUDY_YEAR_OPTIONS },
};

/**
 * A working professional's `study_year` holds years of work experience (docs/API.md, "Profile"): less than a year
 * counts as 1, the last choice as 6 or more.
 */
const EXPERIENCE_SPEC: FieldSpec = {
  label: "profile.field.experience",
  options: [
    { value: "1", label: "profile.option.experienceUpToOne" },
    ...[2, 3, 4, 5].map((years) => ({ value: String(years), text: String(years) })),
    { value: "6", label: "profile.option.experienceSixOrMore" },
  ],
  hint: "profile.field.experienceHint",
};

/** An option's words in the language of `t` ("2 years" for the years of work experience between the ends). */
export function optionText(option: FieldOption, t: Translate, spec: FieldSpec): string {
  if ("label" in option) return t(option.label);
  return spec === EXPERIENCE_SPEC ? t("profile.option.experienceYears", { years: Number(option.text) }) : option.text;
}

/** The field as the participant sees it, given what they chose so far. */
export const specFor = (field: ProfileField, draft: Pick<ProfileDraft, "institute_type">): FieldSpec =>
  field === "study_year" && isProfessional(draft) ? EXPERIENCE_SPEC : FIELD_SPECS[field];
