import { GENDERS, INSTITUTE_TYPES, STUDY_YEARS } from "../../content/profileOptions";
import type { ProfileField } from "./profileDraft";

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
