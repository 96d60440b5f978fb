import { Box, Button, MenuItem, TextField } from "@mui/material";
import { useMemo, useState, type FormEvent } from "react";
import { COUNTRY_CODES } from "../../../contract/countries";
import { FINDER_SKILLS } from "../../../contract/finder";
import { useFinderText } from "./useFinderText";

/** The filters of a browse as the address holds them ("" for none). */
export interface FilterValues {
  skill: string;
  institute: string;
  country: string;
  hasTeam: "" | "yes" | "no";
}

export function filtersOf(params: URLSearchParams): FilterValues {
  const hasTeam = params.get("has_team");
  return {
    skill: params.get("skill") ?? "",
    institute: params.get("institute") ?? "",
    country: params.get("country") ?? "",
    hasTeam: hasTeam === "yes" || hasTeam === "no" ? hasTeam : "",
  };
}

interface Props {
  value: FilterValues;
  onChange: (value: FilterValues) => void;
}

const NONE: FilterValues = { skill: "", institute: "", country: "", hasTeam: "" };

/**
 * Skill, country and team apply when chosen; the institute (typed) when the form is sent, so that a page is not asked
 * for at every key press. The parent keys this form by the address, so it always shows what is applied.
 */
export default function ListingFilters({ value, onChange }: Props) {
  const words = useFinderText();
  const [institute, setInstitute] = useState(value.institute);
  const countries = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ code, name: words.countryName(code) })).sort((a, b) =>
        words.compare(a.name, b.name),
      ),
    [words],
  );
  const apply = (change: Partial<FilterValues>) => onChange({ ...value, institute, ...change });
  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    apply({});
  };
  const active = Object.values(value).some((item) => item !== "");
  return (
    <Box
      component="form"
      role="search"
      aria-label={words.filters}
      onSubmit={submit}
      sx={{
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" },
        alignItems: "start",
      }}
    >
      <TextField
        select
        label={words.skill}
        value={value.skill}
        onChange={(change) => apply({ skill: change.target.value })}
      >
        <MenuItem value="">{words.anySkill}</MenuItem>
        {FINDER_SKILLS.map((skill) => (
          <MenuItem key={skill} value={skill}>
            {words.skillWord(skill)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={words.institute}
        value={institute}
        onChange={(change) => setInstitute(change.target.value)}
        onBlur={() => institute !== value.institute && apply({})}
        helperText={words.instituteHelp}
        slotProps={{ htmlInput: { maxLength: 200, enterKeyHint: "search" } }}
      />
      <TextField
        select
        label={words.country}
        value={value.country}
        onChange={(change) => apply({ country: change.target.value })}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
      >
        <MenuItem value="">{words.anyCountry}</MenuItem>
        {countries.map(({ code, name }) => (
          <MenuItem key={code} value={code}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={words.team}
        value={value.hasTeam}
        onChange={(change) => apply({ hasTeam: change.target.value as FilterValues["hasTeam"] })}
      >
        <MenuItem value="">{words.anyone}</MenuItem>
        <MenuItem value="yes">{words.withTeam}</MenuItem>
        <MenuItem value="no">{words.withoutTeam}</MenuItem>
      </TextField>
      {active && (
        <Box>
          <Button onClick={() => onChange(NONE)}>{words.clearFilters}</Button>
        </Box>
      )}
    </Box>
  );
}
