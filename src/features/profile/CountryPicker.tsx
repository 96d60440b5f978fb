import { Autocomplete, OutlinedInput } from "@mui/material";
import { useLayoutEffect, useMemo, useRef, useState } from "react";
import { useLanguage } from "../../i18n/LanguageContext";
import { countryName } from "../../lib/countryName";
import OutlinedFieldFrame from "../../ui/OutlinedFieldFrame";
import { countriesByName, type CountryFieldLook, type CountryHandoff, filterCountries } from "./countryFieldLook";

interface Props extends CountryFieldLook {
  /** What the plain field held when this took its place: the text typed, the focus and the caret. */
  handoff: CountryHandoff;
}

/**
 * The country as a searchable list of names (MUI's Autocomplete), loaded when the participant first reaches for the
 * field (`CountryField`). The input is MUI's outlined field put together from its parts, as `OutlinedTextField` is,
 * so the list's code does not bring `Select` and its menu.
 */
export default function CountryPicker({
  id,
  label,
  helperText,
  error,
  disabled,
  known,
  onChange,
  onBlur,
  handoff,
}: Props) {
  // The names in the language shown, in its order.
  const language = useLanguage();
  const options = useMemo(() => countriesByName(language), [language]);
  const [inputValue, setInputValue] = useState(handoff.typed ?? (known ? countryName(known, language) : ""));
  // Text typed before the list's code came opens the list at once, filtered by it, as typing into it would have.
  const keepTyped = useRef(handoff.typed !== null);
  const [open, setOpen] = useState(handoff.focused && handoff.typed !== null);
  useLayoutEffect(() => {
    if (!handoff.focused) return;
    const input = document.getElementById(id);
    if (!(input instanceof HTMLInputElement)) return;
    input.focus();
    if (handoff.selection) input.setSelectionRange(...handoff.selection);
    // Only when taking the plain field's place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Autocomplete
      id={id}
      options={options}
      value={known}
      getOptionLabel={(code) => countryName(code, language)}
      filterOptions={filterCountries}
      autoHighlight
      // The list opens inside the form, within the page's landmarks, not at the end of the body.
      disablePortal
      disabled={disabled}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      inputValue={inputValue}
      onInputChange={(event, value, reason) => {
        // On mount the list puts the picked country's name in the field (no event): the text handed over stays.
        const handedOver = keepTyped.current;
        keepTyped.current = false;
        if (handedOver && reason === "reset" && event === null) return;
        setInputValue(value);
      }}
      onChange={(_event, code) => onChange(code ?? "")}
      onBlur={onBlur}
      renderInput={(params) => (
        <OutlinedFieldFrame
          id={params.id}
          label={label}
          helperText={helperText}
          error={error}
          disabled={params.disabled}
          required
          fullWidth={params.fullWidth}
        >
          {(helperTextId) => (
            <OutlinedInput
              {...params.InputProps}
              id={params.id}
              name="country"
              label={label}
              aria-describedby={helperTextId}
              inputProps={{ ...params.inputProps, autoComplete: "country-name" }}
            />
          )}
        </OutlinedFieldFrame>
      )}
    />
  );
}
