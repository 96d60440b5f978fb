import { FormControl, FormHelperText, InputLabel, OutlinedInput } from "@mui/material";
import type { SxProps, Theme } from "@mui/material/styles";
import { type ChangeEvent, type InputHTMLAttributes, type ReactNode, useId } from "react";

interface OutlinedTextFieldProps {
  label: ReactNode;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  id?: string;
  helperText?: ReactNode;
  error?: boolean;
  disabled?: boolean;
  size?: "small" | "medium";
  autoComplete?: string;
  /** Attributes of the `<input>` itself (maxLength, spellCheck). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
  sx?: SxProps<Theme>;
}

/**
 * MUI's outlined text field, put together from its parts as `TextField` does (the same elements, classes, label and
 * helper text ids), for the forms of pages people come back to every day: `TextField` also imports `Select`, and
 * with it the menu, the popover, the modal and its focus trap (about 15 KB gzip), which a plain text input never
 * shows. Only the props those forms use.
 */
export default function OutlinedTextField({
  label,
  value,
  onChange,
  id,
  helperText,
  error = false,
  disabled = false,
  size,
  autoComplete,
  htmlInput,
  sx,
}: OutlinedTextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const helperTextId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl className="MuiTextField-root" error={error} disabled={disabled} size={size} sx={sx}>
      <InputLabel htmlFor={inputId} id={`${inputId}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={inputId}
        label={label}
        value={value}
        onChange={onChange}
        autoComplete={autoComplete}
        aria-describedby={helperTextId}
        slotProps={{ input: htmlInput }}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
