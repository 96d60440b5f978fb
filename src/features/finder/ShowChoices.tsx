import { Checkbox, FormControl, FormControlLabel, FormHelperText, FormLabel } from "@mui/material";
import { useId } from "react";
import type { FinderShow } from "../../../contract/finder";
import type { Handles } from "../../../contract/profile";
import { HANDLE_FIELDS, PLATFORM_NAMES } from "../../../contract/rules";
import { useFinderText } from "./useFinderText";

interface Props {
  legend: string;
  value: FinderShow;
  onChange: (value: FinderShow) => void;
  /** The participant's handles: only platforms they have a handle on can be shown. */
  handles: Handles | undefined;
  disabled?: boolean;
}

/** Which of one's own details another participant may see: nothing unless ticked. */
export default function ShowChoices({ legend, value, onChange, handles, disabled }: Props) {
  const words = useFinderText();
  const helpId = useId();
  const platforms = HANDLE_FIELDS.filter((field) => handles?.[field]);
  const toggleHandle = (field: string, on: boolean) =>
    onChange({
      ...value,
      handles: on ? [...value.handles, field] : value.handles.filter((each) => each !== field),
    });
  const box = (key: "institute" | "country" | "study_year", label: string) => (
    <FormControlLabel
      control={
        <Checkbox checked={value[key]} disabled={disabled} onChange={(_, on) => onChange({ ...value, [key]: on })} />
      }
      label={label}
    />
  );
  return (
    <FormControl component="fieldset" variant="standard" aria-describedby={helpId}>
      <FormLabel component="legend">{legend}</FormLabel>
      <FormHelperText id={helpId} sx={{ mx: 0 }}>
        {words.showHelp}
      </FormHelperText>
      {box("institute", words.showInstitute)}
      {box("country", words.showCountry)}
      {box("study_year", words.showStudyYear)}
      {platforms.map((field) => (
        <FormControlLabel
          key={field}
          control={
            <Checkbox
              checked={value.handles.includes(field)}
              disabled={disabled}
              onChange={(_, on) => toggleHandle(field, on)}
            />
          }
          label={words.showHandle(PLATFORM_NAMES[field])}
        />
      ))}
      {platforms.length === 0 && <FormHelperText sx={{ mx: 0 }}>{words.noHandles}</FormHelperText>}
    </FormControl>
  );
}

export const NOTHING_SHOWN: FinderShow = { institute: false, country: false, study_year: false, handles: [] };
