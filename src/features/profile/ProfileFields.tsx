import { Box } from "@mui/material";
import { useT } from "../../i18n/useT";
import OutlinedNativeSelect from "../../ui/OutlinedNativeSelect";
import OutlinedTextField from "../../ui/OutlinedTextField";
import CountryField from "./CountryField";
import { optionText, specFor } from "./fieldSpecs";
import type { ProfileDraft, ProfileField } from "./profileDraft";

interface Props {
  fields: ProfileField[];
  draft: ProfileDraft;
  /** The message to show at each field, if any. */
  errors: Partial<Record<ProfileField, string>>;
  disabled: boolean;
  onChange: (field: ProfileField, value: string) => void;
  onBlur: (field: ProfileField) => void;
}

/** One step's fields; a select is a native one, so it works the same with a keyboard, a phone or a screen reader. */
export default function ProfileFields({ fields, draft, errors, disabled, onChange, onBlur }: Props) {
  const t = useT();
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
      {fields.map((field) => {
        const spec = specFor(field, draft);
        const error = errors[field];
        if (field === "country") {
          return (
            <CountryField
              key={field}
              value={draft.country}
              error={error}
              disabled={disabled}
              onChange={(code) => onChange(field, code)}
              onBlur={() => onBlur(field)}
            />
          );
        }
        const common = {
          id: `profile-${field}`,
          name: field,
          label: t(spec.label),
          required: true,
          value: draft[field],
          error: error !== undefined,
          helperText: error ?? (spec.hint ? t(spec.hint) : " "),
          disabled,
          onBlur: () => onBlur(field),
        };
        if (spec.options) {
          return (
            <OutlinedNativeSelect key={field} {...common} onChange={(event) => onChange(field, event.target.value)}>
              <option value="">{t("profile.field.choose")}</option>
              {spec.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {optionText(option, t, spec)}
                </option>
              ))}
            </OutlinedNativeSelect>
          );
        }
        return (
          <OutlinedTextField
            key={field}
            {...common}
            type={spec.type}
            autoComplete={spec.autoComplete}
            onChange={(event) => onChange(field, event.target.value)}
          />
        );
      })}
    </Box>
  );
}
