import { Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { CONTENT_LIMITS, EVENT_ICONS, type EventContentInput } from "../../../../contract/eventContent";
import { useT } from "../../../i18n/useT";
import LanguageFields from "./LanguageFields";
import { withLanguage } from "./withLanguage";

interface Props {
  content: EventContentInput;
  change: (change: (current: EventContentInput) => EventContentInput) => void;
  /** The server's refusal, by path under `content.` (`description.en`, `faq.2.answer.hi`). */
  errors: Record<string, string[]>;
}

type LocalizedKey = "subject" | "summary";

const COORDINATOR_LABELS = {
  name: "eventContent.coordinatorName",
  email: "eventContent.coordinatorEmail",
  phone: "eventContent.coordinatorPhone",
} as const;

/** The fields of an event's texts, English first and required, each other language optional. */
export default function EventContentFields({ content, change, errors }: Props) {
  const t = useT();
  const error = (path: string) => errors[`content.${path}`]?.join(" ");
  const localizedField = (key: LocalizedKey, label: string, max: number, multiline = false) => (
    <LanguageFields
      label={label}
      path={key}
      text={content[key]}
      errors={errors}
      max={max}
      multiline={multiline}
      onChange={(language, value) =>
        change((current) => ({ ...current, [key]: withLanguage(current[key], language, value) }))
      }
    />
  );
  const markdownHint = t("eventContent.markdownHint");

  return (
    <Stack spacing={2}>
      {errors.content && <Typography color="error">{errors.content.join(" ")}</Typography>}
      <TextField
        label={t("eventContent.name")}
        required
        value={content.name}
        slotProps={{ htmlInput: { maxLength: CONTENT_LIMITS.name } }}
        error={Boolean(error("name"))}
        helperText={error("name")}
        onChange={(event) => change((current) => ({ ...current, name: event.target.value }))}
      />
      {localizedField("subject", t("eventContent.subject"), CONTENT_LIMITS.subject)}
      {localizedField("summary", t("eventContent.summary"), CONTENT_LIMITS.summary, true)}
      <TextField
        label={t("eventContent.contestUrl")}
        value={content.contest_url ?? ""}
        error={Boolean(error("contest_url"))}
        helperText={error("contest_url")}
        onChange={(event) => change((current) => ({ ...current, contest_url: event.target.value || null }))}
      />
      <TextField
        select
        label={t("eventContent.icon")}
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
      <LanguageFields
        label={t("eventContent.description")}
        path="description"
        text={content.description}
        errors={errors}
        required={false}
        multiline
        minRows={3}
        hint={markdownHint}
        onChange={(language, value) =>
          change((current) => ({ ...current, description: withLanguage(current.description, language, value) }))
        }
      />
      <Typography component="h3" variant="subtitle1">
        {t("eventContent.coordinators")}
      </Typography>
      {content.coordinators.map((person, index) => (
        <Box key={index} sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center" }}>
          {(["name", "email", "phone"] as const).map((field) => (
            <TextField
              key={field}
              size="small"
              label={t(COORDINATOR_LABELS[field], { number: index + 1 })}
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
            aria-label={t("eventContent.removeCoordinator", { number: index + 1 })}
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
          {t("eventContent.addCoordinator")}
        </Button>
      </Box>
      <Typography component="h3" variant="subtitle1">
        {t("eventContent.faq")}
      </Typography>
      {content.faq.map((item, index) => {
        const setItem = (key: "question" | "answer", language: Parameters<typeof withLanguage>[1], value: string) =>
          change((current) => ({
            ...current,
            faq: current.faq.map((each, at) =>
              at === index ? { ...each, [key]: withLanguage(each[key], language, value) } : each,
            ),
          }));
        return (
          <Stack key={index} spacing={1} sx={{ borderLeft: 2, borderColor: "divider", pl: 2 }}>
            <LanguageFields
              label={t("eventContent.question", { number: index + 1 })}
              path={`faq.${index}.question`}
              text={item.question}
              errors={errors}
              size="small"
              max={CONTENT_LIMITS.question}
              onChange={(language, value) => setItem("question", language, value)}
            />
            <LanguageFields
              label={t("eventContent.answer", { number: index + 1 })}
              path={`faq.${index}.answer`}
              text={item.answer}
              errors={errors}
              required={false}
              multiline
              minRows={3}
              hint={markdownHint}
              onChange={(language, value) => setItem("answer", language, value)}
            />
            <Box>
              <Button
                onClick={() => change((current) => ({ ...current, faq: current.faq.filter((_, at) => at !== index) }))}
              >
                {t("eventContent.removeQuestion", { number: index + 1 })}
              </Button>
            </Box>
          </Stack>
        );
      })}
      <Box>
        <Button
          disabled={content.faq.length >= CONTENT_LIMITS.faq}
          onClick={() =>
            change((current) => ({ ...current, faq: [...current.faq, { question: { en: "" }, answer: { en: "" } }] }))
          }
        >
          {t("eventContent.addQuestion")}
        </Button>
      </Box>
    </Stack>
  );
}
