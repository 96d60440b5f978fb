import { Box, Button, IconButton, Stack, TextField, Typography } from "@mui/material";
import { CONTENT_LIMITS } from "../../../../contract/eventContent";
import { useT } from "../../../i18n/useT";
import type { FestivalForm } from "./festivalDraft";
import LanguageFields from "./LanguageFields";
import { withLanguage } from "./withLanguage";

interface Props {
  form: FestivalForm;
  change: (change: (current: FestivalForm) => FestivalForm) => void;
  /** Refusals by path under `content.` (`contact_email`, `social_links.1.url`), the server's or the same check's here. */
  errors: Record<string, string[]>;
}

type TextKey = "name" | "title" | "year" | "starts_on" | "ends_on" | "contact_email" | "sponsor_email";

/**
 * The festival's details: its name and edition, who hosts it (per language), its days, addresses, social links and
 * partners' names.
 */
export default function FestivalFields({ form, change, errors }: Props) {
  const t = useT();
  const error = (path: string) => errors[`content.${path}`]?.join(" ");
  // A refused name is reported under its index (`partners.2`): the field shows them all.
  const partnersError =
    Object.entries(errors)
      .filter(([path]) => path === "content.partners" || path.startsWith("content.partners."))
      .flatMap(([, messages]) => messages)
      .join(" ") || undefined;
  const field = (key: TextKey, label: string, options: { max?: number; required?: boolean; hint?: string } = {}) => (
    <TextField
      label={label}
      required={options.required}
      value={form[key]}
      slotProps={{ htmlInput: { maxLength: options.max } }}
      error={Boolean(error(key))}
      helperText={error(key) ?? options.hint}
      onChange={(event) => change((current) => ({ ...current, [key]: event.target.value }))}
    />
  );
  const setLink = (index: number, key: "label" | "url", value: string) =>
    change((current) => ({
      ...current,
      social_links: current.social_links.map((link, at) => (at === index ? { ...link, [key]: value } : link)),
    }));

  return (
    <Stack spacing={2}>
      {field("name", t("festivalDetails.name"), { max: CONTENT_LIMITS.festivalName, required: true })}
      {field("title", t("festivalDetails.title"), {
        max: CONTENT_LIMITS.festivalName,
        required: true,
        hint: t("festivalDetails.titleHint"),
      })}
      {field("year", t("festivalDetails.year"), { max: 4, required: true })}
      <LanguageFields
        label={t("festivalDetails.hostedBy")}
        path="host"
        text={form.host}
        errors={errors}
        max={CONTENT_LIMITS.host}
        hint={t("festivalDetails.hostHint")}
        onChange={(language, value) =>
          change((current) => ({ ...current, host: withLanguage(current.host, language, value) }))
        }
      />
      {field("starts_on", t("festivalDetails.startsOn"), { max: 10 })}
      {field("ends_on", t("festivalDetails.endsOn"), { max: 10 })}
      {field("contact_email", t("festivalDetails.contactEmail"), { required: true })}
      {field("sponsor_email", t("festivalDetails.sponsorEmail"), { hint: t("festivalDetails.sponsorHint") })}
      <TextField
        label={t("festivalDetails.partners")}
        multiline
        minRows={3}
        value={form.partners ?? ""}
        error={Boolean(partnersError)}
        helperText={partnersError ?? t("festivalDetails.partnersHint")}
        onChange={(event) => change((current) => ({ ...current, partners: event.target.value }))}
      />
      <Typography component="h3" variant="subtitle1">
        {t("festivalDetails.social")}
      </Typography>
      {form.social_links.map((link, index) => (
        <Box key={index} sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center" }}>
          <TextField
            size="small"
            label={t("festivalDetails.linkLabel", { number: index + 1 })}
            value={link.label}
            slotProps={{ htmlInput: { maxLength: CONTENT_LIMITS.socialLabel } }}
            error={Boolean(error(`social_links.${index}.label`))}
            helperText={error(`social_links.${index}.label`)}
            onChange={(event) => setLink(index, "label", event.target.value)}
          />
          <TextField
            size="small"
            label={t("festivalDetails.linkUrl", { number: index + 1 })}
            value={link.url}
            error={Boolean(error(`social_links.${index}.url`))}
            helperText={error(`social_links.${index}.url`)}
            onChange={(event) => setLink(index, "url", event.target.value)}
          />
          <IconButton
            aria-label={t("festivalDetails.remove", { number: index + 1 })}
            onClick={() =>
              change((current) => ({ ...current, social_links: current.social_links.filter((_, at) => at !== index) }))
            }
          >
            ×
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button
          disabled={form.social_links.length >= CONTENT_LIMITS.socialLinks}
          onClick={() =>
            change((current) => ({ ...current, social_links: [...current.social_links, { label: "", url: "" }] }))
          }
        >
          {t("festivalDetails.add")}
        </Button>
      </Box>
    </Stack>
  );
}
