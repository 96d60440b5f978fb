import { Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { CONTENT_LIMITS, EVENT_ICONS, type EventContentInput } from "../../../../contract/eventContent";
import {
  CONTENT_LANGUAGES,
  type ContentLanguage,
  LANGUAGE_NAMES,
  type Localized,
} from "../../../../contract/languages";

interface Props {
  content: EventContentInput;
  change: (change: (current: EventContentInput) => EventContentInput) => void;
  /** The server's refusal, by path under `content.` (`description.en`, `faq.2.answer.hi`). */
  errors: Record<string, string[]>;
}

type LocalizedKey = "subject" | "summary";

/** A text with a version per language; an emptied optional language is left out (English is shown instead). */
const withLanguage = (text: Localized<string>, language: ContentLanguage, value: string): Localized<string> => {
  const next: Record<string, string> = { ...text, [language]: value };
  if (language !== "en" && value === "") delete next[language];
  return next as Localized<string>;
};

/** The fields of an event's texts, English first and required, each other language optional. */
export default function EventContentFields({ content, change, errors }: Props) {
  const error = (path: string) => errors[`content.${path}`]?.join(" ");
  const languageLabel = (label: string, language: ContentLanguage) =>
    language === "en" ? `${label} (${LANGUAGE_NAMES.en})` : `${label} (${LANGUAGE_NAMES[language]}, optional)`;
  const localizedField = (key: LocalizedKey, label: string, max: number, multiline = false) =>
    CONTENT_LANGUAGES.map((language) => (
      <TextField
        key={`${key}.${language}`}
        label={languageLabel(label, language)}
        value={content[key][language] ?? ""}
        required={language === "en"}
        multiline={multiline}
        slotProps={{ htmlInput: { maxLength: max, lang: language } }}
        error={Boolean(error(`${key}.${language}`))}
        helperText={error(`${key}.${language}`)}
        onChange={(event) =>
          change((current) => ({ ...current, [key]: withLanguage(current[key], language, event.target.value) }))
        }
      />
    ));
  const markdownField = (
    label: string,
    path: string,
    text: Localized<string>,
    set: (next: Localized<string>) => void,
  ) =>
    CONTENT_LANGUAGES.map((language) => (
      <TextField
        key={`${path}.${language}`}
        label={languageLabel(label, language)}
        value={text[language] ?? ""}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { lang: language } }}
        error={Boolean(error(`${path}.${language}`))}
        helperText={
          error(`${path}.${language}`) ??
          "Markdown: blank lines between paragraphs, - for a list, [text](https://…) for a link."
        }
        onChange={(event) => set(withLanguage(text, language, event.target.value))}
      />
    ));

  return (
    <Stack spacing={2}>
      {errors.content && <Typography color="error">{errors.content.join(" ")}</Typography>}
      <TextField
        label="Name"
        required
        value={content.name}
        slotProps={{ htmlInput: { maxLength: CONTENT_LIMITS.name } }}
        error={Boolean(error("name"))}
        helperText={error("name")}
        onChange={(event) => change((current) => ({ ...current, name: event.target.value }))}
      />
      {localizedField("subject", "Subject", CONTENT_LIMITS.subject)}
      {localizedField("summary", "Summary", CONTENT_LIMITS.summary, true)}
      <TextField
        label="Contest link (https, optional)"
        value={content.contest_url ?? ""}
        error={Boolean(error("contest_url"))}
        helperText={error("contest_url")}
        onChange={(event) => change((current) => ({ ...current, contest_url: event.target.value || null }))}
      />
      <TextField
        select
        label="Icon"
        value={content.icon}
        onChange={(event) =>
          change((current) => ({ ...current, icon: event.target.value as EventContentInput["icon"] }))
        }
      >
        {EVENT_ICONS.map((icon) => (
          <MenuItem key={icon} value={icon}>
            {icon}
          </MenuItem>
        ))}
      </TextField>
      {markdownField("Description", "description", content.description, (description) =>
        change((current) => ({ ...current, description })),
      )}
      <Typography component="h3" variant="subtitle1">
        Coordinators
      </Typography>
      {content.coordinators.map((person, index) => (
        <Box key={index} sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center" }}>
          {(["name", "email", "phone"] as const).map((field) => (
            <TextField
              key={field}
              size="small"
              label={`Coordinator ${index + 1}: ${field === "name" ? "name" : field === "email" ? "e-mail" : "phone"}`}
              value={person[field] ?? ""}
              error={Boolean(error(`coordinators.${index}.${field}`))}
              helperText={error(`coordinators.${index}.${field}`)}
              onChange={(event) =>
                change((current) => ({
                  ...current,
                  coordinators: current.coordinators.map((each, at) =>
                    at === index
                      ? { ...each, [field]: field === "name" ? event.target.value : event.target.value || null }
                      : each,
                  ),
                }))
              }
            />
          ))}
          <IconButton
            aria-label={`Remove coordinator ${index + 1}`}
            onClick={() =>
              change((current) => ({ ...current, coordinators: current.coordinators.filter((_, at) => at !== index) }))
            }
          >
            ×
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button
          disabled={content.coordinators.length >= CONTENT_LIMITS.coordinators}
          onClick={() =>
            change((current) => ({
              ...current,
              coordinators: [...current.coordinators, { name: "", email: null, phone: null }],
            }))
          }
        >
          Add a coordinator
        </Button>
      </Box>
      <Typography component="h3" variant="subtitle1">
        Questions and answers
      </Typography>
      {content.faq.map((item, index) => (
        <Stack key={index} spacing={1} sx={{ borderLeft: 2, borderColor: "divider", pl: 2 }}>
          {CONTENT_LANGUAGES.map((language) => (
            <TextField
              key={language}
              size="small"
              label={languageLabel(`Question ${index + 1}`, language)}
              value={item.question[language] ?? ""}
              required={language === "en"}
              slotProps={{ htmlInput: { maxLength: CONTENT_LIMITS.question, lang: language } }}
              onChange={(event) =>
                change((current) => ({
                  ...current,
                  faq: current.faq.map((each, at) =>
                    at === index
                      ? { ...each, question: withLanguage(each.question, language, event.target.value) }
                      : each,
                  ),
                }))
              }
            />
          ))}
          {markdownField(`Answer ${index + 1}`, `faq.${index}.answer`, item.answer, (answer) =>
            change((current) => ({
              ...current,
              faq: current.faq.map((each, at) => (at === index ? { ...each, answer } : each)),
            })),
          )}
          <Box>
            <Button
              onClick={() => change((current) => ({ ...current, faq: current.faq.filter((_, at) => at !== index) }))}
            >
              Remove question {index + 1}
            </Button>
          </Box>
        </Stack>
      ))}
      <Box>
        <Button
          disabled={content.faq.length >= CONTENT_LIMITS.faq}
          onClick={() =>
            change((current) => ({ ...current, faq: [...current.faq, { question: { en: "" }, answer: { en: "" } }] }))
          }
        >
          Add a question
        </Button>
      </Box>
    </Stack>
  );
}
