import { FormControl, FormHelperText, InputLabel } from "@mui/material";
import type { SxProps, Theme } from "@mui/material/styles";
import type { ReactNode } from "react";

interface OutlinedFieldFrameProps {
  /** The input's id: the label points at it, and the label's and helper text's ids derive from it. */
  id: string;
  label: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  disabled?: boolean;
  required?: boolean;
  size?: "small" | "medium";
  fullWidth?: boolean;
  /** The label always above the outline (a select shows a choice even when empty). */
  shrinkLabel?: boolean;
  /** Props of the root, the whole box around the input (onPointerEnter). */
  rootProps?: { onPointerEnter?: () => void };
  sx?: SxProps<Theme>;
  /** The outlined input, given the helper text's id to be described by (none without helper text). */
  children: (helperTextId: string | undefined) => ReactNode;
}

/**
 * What MUI's `TextField` puts around its input, with the same elements, classes and ids: the form control, the
 * label and the helper text. The app's outlined fields (`OutlinedTextField`, `OutlinedNativeSelect`, the profile's
 * country list) put their input in it without importing `TextField`, which brings `Select` and its menu.
 */
export default function OutlinedFieldFrame({
  id,
  label,
  helperText,
  error = false,
  disabled = false,
  required = false,
  size,
  fullWidth,
  shrinkLabel,
  rootProps,
  sx,
  children,
}: OutlinedFieldFrameProps) {
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      className="MuiTextField-root"
      error={error}
      disabled={disabled}
      required={required}
      size={size}
      fullWidth={fullWidth}
      sx={sx}
      {...rootProps}
    >
      <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrinkLabel}>
        {label}
      </InputLabel>
      {children(helperTextId)}
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
