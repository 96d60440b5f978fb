import { NativeSelect, OutlinedInput } from "@mui/material";
import type { ChangeEvent, ReactNode } from "react";
import OutlinedFieldFrame from "./OutlinedFieldFrame";

interface OutlinedNativeSelectProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur?: () => void;
  name?: string;
  required?: boolean;
  helperText?: ReactNode;
  error?: boolean;
  disabled?: boolean;
  /** The `<option>`s. */
  children: ReactNode;
}

/**
 * An outlined field holding a native `<select>`, as `TextField` with `select` and `native` draws it (the label always
 * above, the same outline and arrow), without importing MUI's `Select` and the menu, popover and modal it brings for
 * its non-native list: a native select is the same with a keyboard, a phone or a screen reader.
 */
export default function OutlinedNativeSelect({
  id,
  label,
  value,
  onChange,
  onBlur,
  name,
  required = false,
  helperText,
  error = false,
  disabled = false,
  children,
}: OutlinedNativeSelectProps) {
  return (
    <OutlinedFieldFrame
      id={id}
      label={label}
      helperText={helperText}
      error={error}
      disabled={disabled}
      required={required}
      shrinkLabel
    >
      {(helperTextId) => (
        <NativeSelect
          id={id}
          name={name}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          aria-describedby={helperTextId}
          // As `Select` does for its native select (the error class on the element itself).
          inputProps={{ error }}
          input={<OutlinedInput label={label} notched />}
        >
          {children}
        </NativeSelect>
      )}
    </OutlinedFieldFrame>
  );
}
