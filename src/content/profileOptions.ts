import type { Gender, InstituteType } from "../../contract/rules";

/** docs/API.md: institute_type 0 school, 1 college, 2 professional. */
export const INSTITUTE_TYPES: Array<{ value: InstituteType; label: string }> = [
  { value: 0, label: "School" },
  { value: 1, label: "College" },
  { value: 2, label: "Working professional" },
];

/** docs/API.md: gender 0, 1, 2. */
export const GENDERS: Array<{ value: Gender; label: string }> = [
  { value: 0, label: "Male" },
  { value: 1, label: "Female" },
  { value: 2, label: "Other" },
];

export const STUDY_YEARS = [1, 2, 3, 4, 5, 6] as const;

/**
 * docs/API.md, "Profile": a working professional answers years of work experience, sent as `study_year` (a server may
 * require a positive one for everyone). Less than a year counts as 1, the last choice as 6 or more.
 */
export const WORK_EXPERIENCE: Array<{ value: number; label: string }> = [
  { value: 1, label: "Up to 1 year" },
  { value: 2, label: "2 years" },
  { value: 3, label: "3 years" },
  { value: 4, label: "4 years" },
  { value: 5, label: "5 years" },
  { value: 6, label: "6 years or more" },
];

export const labelOf = <T>(options: Array<{ value: T; label: string }>, value: T | null) =>
  options.find((option) => option.value === value)?.label;
