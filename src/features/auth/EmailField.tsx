import { TextField } from "@mui/material";

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** What the field is called (each form's own words, from its catalogue). */
  label: string;
  helperText?: string;
}

/** The e-mail input every sign-in and password form shares: required, typed and autocompleted as an e-mail. */
export default function EmailField({ value, onChange, label, helperText }: Props) {
  return (
    <TextField
      label={label}
      type="email"
      name="email"
      autoComplete="email"
      required
      fullWidth
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={helperText}
    />
  );
}
