import { COUNTRY_CODES, type CountryCode } from "../../../contract/countries";
import { countryName } from "../../lib/countryName";

/** What the country field shows and reports, the same before and after its list's code has come. */
export interface CountryFieldLook {
  id: string;
  label: string;
  helperText: string;
  error: boolean;
  disabled: boolean;
  /** The country picked, or null. */
  known: CountryCode | null;
  onChange: (code: string) => void;
  onBlur: () => void;
}

/** The plain field's state when the list takes its place. */
export interface CountryHandoff {
  /** Text typed into the plain field and not yet taken as a country, or null. */
  typed: string | null;
  focused: boolean;
  /** The caret or selection in the plain field, to put back. */
  selection: [number, number] | null;
}

/** The codes in the order of their names in the language. */
export function countriesByName(language: string): string[] {
  return [...COUNTRY_CODES].sort((a, b) => countryName(a, language).localeCompare(countryName(b, language), language));
}

/** Names that start with what was typed come first ("India" before "British Indian Ocean Territory"). */
export function filterCountries(
  codes: readonly string[],
  { inputValue, getOptionLabel }: { inputValue: string; getOptionLabel: (code: string) => string },
): string[] {
  const typed = inputValue.trim().toLowerCase();
  if (!typed) return [...codes];
  const starts: string[] = [];
  const contains: string[] = [];
  for (const code of codes) {
    const name = getOptionLabel(code).toLowerCase();
    if (name.startsWith(typed) || code.toLowerCase() === typed) starts.push(code);
    else if (name.includes(typed)) contains.push(code);
  }
  return [...starts, ...contains];
}

/** The code of the country whose name is `typed` exactly (letter case and spaces around aside), if any. */
export function countryNamed(typed: string, language: string): CountryCode | undefined {
  const wanted = typed.trim().toLocaleLowerCase(language);
  if (!wanted) return undefined;
  return COUNTRY_CODES.find((code) => countryName(code, language).toLocaleLowerCase(language) === wanted);
}
