export interface NameParts {
  first_name: string;
  last_name: string;
}

/** docs/SPEC.md section 5: the first word is the first name, the second the last name; further words are dropped. */
export function splitFullName(fullName: string): NameParts {
  const [first = "", last = ""] = fullName.trim().split(/\s+/);
  return { first_name: first, last_name: last };
}
