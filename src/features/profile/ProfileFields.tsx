import { Box, TextField } from "@mui/material";
import { useT } from "../../i18n/useT";
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
        return (
          <TextField
            key={field}
            id={`profile-${field}`}
            name={field}
            label={t(spec.label)}
            required
            value={draft[field]}
            type={spec.type}
            autoComplete={spec.autoComplete}
            select={spec.options !== undefined}
            slotProps={{ select: { native: true }, inputLabel: spec.options ? { shrink: true } : undefined }}
            error={error !== undefined}
            helperText={error ?? (spec.hint ? t(spec.hint) : " ")}
            disabled={disabled}
            onChange={(event) => onChange(field, event.target.value)}
            onBlur={() => onBlur(field)}
          >
            {spec.options && (
              <>
                <option value="">{t("profile.field.choose")}</option>
                {spec.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {optionText(option, t, spec)}
                  </option>
                ))}
              </>
            )}
          </TextField>
        );
      })}
    </Box>
  );
}
