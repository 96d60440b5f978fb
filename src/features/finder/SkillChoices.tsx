import { Box, Checkbox, FormControl, FormControlLabel, FormHelperText, FormLabel } from "@mui/material";
import { useId } from "react";
import { FINDER_MAX_SKILLS, FINDER_SKILLS } from "../../../contract/finder";
import { useFinderText } from "./useFinderText";

interface Props {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  disabled?: boolean;
}

/** Up to FINDER_MAX_SKILLS skills from the finder's list: once that many are ticked, the others wait. */
export default function SkillChoices({ value, onChange, error, disabled }: Props) {
  const words = useFinderText();
  const helpId = useId();
  const full = value.length >= FINDER_MAX_SKILLS;
  return (
    <FormControl component="fieldset" variant="standard" aria-describedby={helpId}>
      <FormLabel component="legend">{words.skills}</FormLabel>
      <FormHelperText id={helpId} error={Boolean(error)} sx={{ mx: 0 }}>
        {error ?? words.skillsHelp}
      </FormHelperText>
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", md: "1fr 1fr 1fr" } }}>
        {FINDER_SKILLS.map((skill) => {
          const checked = value.includes(skill);
          return (
            <FormControlLabel
              key={skill}
              control={
                <Checkbox
                  checked={checked}
                  disabled={disabled || (full && !checked)}
                  onChange={(_, on) => onChange(on ? [...value, skill] : value.filter((each) => each !== skill))}
                />
              }
              label={words.skillWord(skill)}
            />
          );
        })}
      </Box>
    </FormControl>
  );
}
