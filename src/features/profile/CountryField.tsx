import { Autocomplete, TextField } from "@mui/material";
import type { FilterOptionsState } from "@mui/material";
import { useMemo } from "react";
import { COUNTRY_CODES, isCountryCode } from "../../../contract/countries";
import { useLanguage } from "../../i18n/LanguageContext";
import { useT } from "../../i18n/useT";
import { countryName } from "../../lib/countryName";

interface Props {
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (code: string) => void;
  onBlur: () => void;
}

/** Names that start with what was typed come first ("India" before "British Indian Ocean Territory"). */
function filterCountries(codes: string[], { inputValue, getOptionLabel }: FilterOptionsState<string>): string[] {
  const typed = inputValue.trim().toLowerCase();
  if (!typed) return codes;
  const starts: string[] = [];
  const contains: string[] = [];
  for (const code of codes) {
    const name = getOptionLabel(code).toLowerCase();
    if (name.startsWith(typed) || code.toLowerCase() === typed) starts.push(code);
    else if (name.includes(typed)) contains.push(code);
  }
  return [...starts, ...contains];
}

/**
 * The country as a searchable list of names that sends the two-letter code (docs/API.md: `country` is a code such as
 * "IN"). A country saved as free text before shows in the hint until one is picked.
 */
export default function CountryField({ value, error, disabled, onChange, onBlur }: Props) {
  const t = useT();
  // The names in the language shown, in its order.
  const language = useLanguage();
  const options = useMemo<string[]>(
    () => [...COUNTRY_CODES].sort((a, b) => countryName(a, language).localeCompare(countryName(b, language), language)),
    [language],
  );
  const known = isCountryCode(value) ? value : null;
  const legacy = value.trim() !== "" && !known ? t("profile.field.countryLegacy", { value }) : undefined;
  return (
    <Autocomplete
      id="profile-country"
      options={options}
      value={known}
      getOptionLabel={(code) => countryName(code, language)}
      filterOptions={filterCountries}
      autoHighlight
      // The list opens inside the form, within the page's landmarks, not at the end of the body.
      disablePortal
      disabled={disabled}
      onChange={(_event, code) => onChange(code ?? "")}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name="country"
          label={t("profile.field.country")}
          required
          error={error !== undefined}
          helperText={error ?? legacy ?? t("profile.field.countryHint")}
          slotProps={{ htmlInput: { ...params.inputProps, autoComplete: "country-name" } }}
        />
      )}
    />
  );
}
