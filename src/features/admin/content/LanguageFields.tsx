import { TextField } from "@mui/material";
import {
  CONTENT_LANGUAGES,
  type ContentLanguage,
  LANGUAGE_NAMES,
  type Localized,
} from "../../../../contract/languages";
import { useT } from "../../../i18n/useT";

interface Props {
  /** The field's name in the language shown ("Summary"); each language's field adds the language's name. */
  label: string;
  /** Where the server's refusals put it, under `content.` (`summary`, `faq.2.answer`); a language's is `<path>.<language>`. */
  path: string;
  text: Localized<string>;
  onChange: (language: ContentLanguage, value: string) => void;
  /** Refusals by path under `content.`. */
  errors: Record<string, string[]>;
  max?: number;
  multiline?: boolean;
  minRows?: number;
  size?: "small";
  /** Shown under each field while it has no refusal. */
  hint?: string;
  /** English's version is required (the default), or may be left empty too. */
  required?: boolean;
}

/** A text with a version per language: English's (required unless said), then each other language's, optional. */
export default function LanguageFields({
  label,
  path,
  text,
  onChange,
  errors,
  hint,
  max,
  required = true,
  ...rest
}: Props) {
  const t = useT();
  return CONTENT_LANGUAGES.map((language) => {
    const error = errors[`content.${path}.${language}`]?.join(" ");
    return (
      <TextField
        key={`${path}.${language}`}
        {...rest}
        label={t(language === "en" ? "eventContent.inLanguage" : "eventContent.inLanguageOptional", {
          label,
          language: LANGUAGE_NAMES[language],
        })}
        value={text[language] ?? ""}
        required={required && language === "en"}
        slotProps={{ htmlInput: { maxLength: max, lang: language } }}
        error={Boolean(error)}
        helperText={error ?? hint}
        onChange={(event) => onChange(language, event.target.value)}
      />
    );
  });
}
