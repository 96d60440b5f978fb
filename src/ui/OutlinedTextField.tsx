import { OutlinedInput } from "@mui/material";
import type { SxProps, Theme } from "@mui/material/styles";
import {
  type ChangeEvent,
  type FocusEvent,
  type HTMLInputTypeAttribute,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  useId,
} from "react";
import OutlinedFieldFrame from "./OutlinedFieldFrame";

interface OutlinedTextFieldProps {
  label: ReactNode;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  id?: string;
  name?: string;
  type?: HTMLInputTypeAttribute;
  required?: boolean;
  helperText?: ReactNode;
  error?: boolean;
  disabled?: boolean;
  size?: "small" | "medium";
  autoComplete?: string;
  /** Shown at the end of the field, inside its outline (an icon). */
  endAdornment?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  /** Attributes of the `<input>` itself (maxLength, spellCheck, role). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
  /** Props of the outline's root, the whole box around the input (onPointerEnter). */
  rootProps?: { onPointerEnter?: () => void };
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
  onBlur,
  onFocus,
  id,
  name,
  type,
  required = false,
  helperText,
  error = false,
  disabled = false,
  size,
  autoComplete,
  endAdornment,
  inputRef,
  htmlInput,
  rootProps,
  sx,
}: OutlinedTextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <OutlinedFieldFrame
      id={inputId}
      label={label}
      helperText={helperText}
      error={error}
      disabled={disabled}
      required={required}
      size={size}
      rootProps={rootProps}
      sx={sx}
    >
      {(helperTextId) => (
        <OutlinedInput
          id={inputId}
          name={name}
          type={type}
          label={label}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          onFocus={onFocus}
          autoComplete={autoComplete}
          endAdornment={endAdornment}
          inputRef={inputRef}
          aria-describedby={helperTextId}
          slotProps={{ input: htmlInput }}
        />
      )}
    </OutlinedFieldFrame>
  );
}
