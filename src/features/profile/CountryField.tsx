import ArrowDropDownIcon from "@mui/icons-material/ArrowDropDown";
import { type ComponentType, useLayoutEffect, useRef, useState } from "react";
import { isCountryCode } from "../../../contract/countries";
import { useLanguage } from "../../i18n/LanguageContext";
import { useT } from "../../i18n/useT";
import { countryName } from "../../lib/countryName";
import OutlinedTextField from "../../ui/OutlinedTextField";
import {
  countriesByName,
  type CountryFieldLook,
  type CountryHandoff,
  countryNamed,
  filterCountries,
} from "./countryFieldLook";

interface Props {
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (code: string) => void;
  onBlur: () => void;
}

type Picker = ComponentType<CountryFieldLook & { handoff: CountryHandoff }>;

/** The list's code once fetched, for every later field of the session. */
let loadedPicker: Picker | null = null;
const loadPicker = () =>
  import(/* webpackChunkName: "country-picker" */ "./CountryPicker").then((module) => (loadedPicker = module.default));

/**
 * The country as a searchable list of names that sends the two-letter code (docs/API.md: `country` is a code such as
 * "IN"). A country saved as free text before shows in the hint until one is picked.
 *
 * The list (MUI's Autocomplete and the popper that places it, about 15 KB gzip) is not in the page's first download:
 * the field starts as a plain one that looks the same, and the list's code is fetched when the participant reaches
 * for it (the pointer over it, the focus in it). It then takes the plain field's place with what was typed, the focus
 * and the caret, the list open on the text. A name typed in full counts even if the code never comes (offline).
 */
export default function CountryField({ value, error, disabled, onChange, onBlur }: Props) {
  const t = useT();
  const language = useLanguage();
  const known = isCountryCode(value) ? value : null;
  const legacy = value.trim() !== "" && !known ? t("profile.field.countryLegacy", { value }) : undefined;
  const look: CountryFieldLook = {
    id: "profile-country",
    label: t("profile.field.country"),
    helperText: error ?? legacy ?? t("profile.field.countryHint"),
    error: error !== undefined,
    disabled,
    known,
    onChange,
    onBlur,
  };

  // The list's code, once here; then what the plain field held, taken just before the list takes its place.
  const [Picker, setPicker] = useState<Picker | null>(() => loadedPicker);
  const [handoff, setHandoff] = useState<CountryHandoff | null>(() =>
    loadedPicker ? { typed: null, focused: false, selection: null } : null,
  );
  const [typed, setTyped] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const reaching = useRef(false);
  // The plain field leaves while focused: its blur then is the hand-over, not the participant's.
  const handingOver = useRef(false);
  useLayoutEffect(() => {
    if (!Picker || handoff) return;
    // After the code came, before the screen changes: nothing typed in between is missed.
    const field = input.current;
    const focused = field !== null && document.activeElement === field;
    handingOver.current = focused;
    setHandoff({
      typed,
      focused,
      selection: focused ? [field.selectionStart ?? 0, field.selectionEnd ?? 0] : null,
    });
  }, [Picker, handoff, typed]);

  if (Picker && handoff) return <Picker {...look} handoff={handoff} />;

  const reach = () => {
    if (reaching.current) return;
    reaching.current = true;
    loadPicker().then(
      (picker) => setPicker(() => picker),
      // Offline with the code not kept: the plain field goes on working, and the next reach tries again.
      () => {
        reaching.current = false;
      },
    );
  };
  const nameOf = (code: string) => countryName(code, language);

  return (
    <OutlinedTextField
      id={look.id}
      name="country"
      label={look.label}
      required
      value={typed ?? (known ? nameOf(known) : "")}
      onChange={(event) => setTyped(event.target.value)}
      onFocus={reach}
      rootProps={{ onPointerEnter: reach }}
      onBlur={() => {
        if (handingOver.current) return;
        // As the list does on leaving the field: a name counts, any other text goes back to the country picked.
        const named = typed === null ? undefined : countryNamed(typed, language);
        if (named) onChange(named);
        setTyped(null);
        onBlur();
      }}
      error={look.error}
      helperText={look.helperText}
      disabled={disabled}
      autoComplete="country-name"
      inputRef={input}
      htmlInput={{
        role: "combobox",
        "aria-expanded": false,
        "aria-autocomplete": "list",
        // Enter before the list came picks what it would have highlighted, the first name that fits, and sends nothing.
        onKeyDown: (event) => {
          if (event.key !== "Enter" || typed === null) return;
          event.preventDefault();
          const [first] = filterCountries(countriesByName(language), { inputValue: typed, getOptionLabel: nameOf });
          if (first) onChange(first);
          setTyped(null);
        },
      }}
      endAdornment={<ArrowDropDownIcon aria-hidden sx={{ color: "action.active", mr: -0.5 }} />}
    />
  );
}
