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

export const HANDLE_LABELS = {
  codeforces: "Codeforces",
  codechef: "CodeChef",
  hackerrank: "HackerRank",
  hackerearth: "HackerEarth",
  analyticsvidya: "Analytics Vidhya",
  topcoder: "Topcoder",
  dev_folio: "Devfolio",
} as const;

export const labelOf = <T>(options: Array<{ value: T; label: string }>, value: T | null) =>
  options.find((option) => option.value === value)?.label;
