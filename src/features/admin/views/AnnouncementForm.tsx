import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  TextField,
  Typography,
} from "@mui/material";
import { useState, type FormEvent } from "react";
import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  type AnnouncementChannel,
  type MailStatus,
} from "../../../../contract/announcements";
import { fieldErrorsOf } from "../../../api/apiErrors";
import type { MessageKey } from "../../../i18n/catalogues";
import { useT } from "../../../i18n/useT";
import { showSuccessToast } from "../../../lib/toast";
import {
  usePreviewAnnouncementMutation,
  usePublishAnnouncementMutation,
  useTestAnnouncementMutation,
} from "../adminAnnouncementsApi";
import { EMPTY_DRAFT, EVERYONE, toRequest, type Draft, type EventName } from "./announcementDraft";
import HindiVersionFields from "./HindiVersionFields";
import PublishAnnouncementDialog from "./PublishAnnouncementDialog";

const CHANNEL_LABELS: Record<AnnouncementChannel, MessageKey> = {
  feed: "console.announcements.channel.feed",
  email: "console.announcements.channel.email",
  webhook: "console.announcements.channel.webhook",
};

interface Props {
  events: readonly { slug: string; name: string }[];
  eventName: EventName;
  /** Which channels this server has (`GET admin/mail/`); both off until it answers. */
  mail: MailStatus | undefined;
}

/**
 * A new announcement: the recipients are counted first (preview) and confirmed, then it is published; a test goes to
 * the organiser alone. The server's field errors show at their fields (a form, not a toast), and what was typed stays
 * until it is published.
 */
export default function AnnouncementForm({ events, eventName, mail }: Props) {
  const t = useT();
  const [preview, previewing] = usePreviewAnnouncementMutation();
  const [publish, publishing] = usePublishAnnouncementMutation();
  const [sendTest, testing] = useTestAnnouncementMutation();
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const [recipients, setRecipients] = useState<number | null>(null);

  const emailOn = mail?.email ?? false;
  const webhookOn = mail?.webhook ?? false;
  const update = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const toggleChannel = (channel: AnnouncementChannel, on: boolean) =>
    update({ channels: on ? [...draft.channels, channel] : draft.channels.filter((item) => item !== channel) });
  const fieldError = (name: string) => fields[name]?.join(" ");

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    const result = await preview(toRequest(draft));
    if ("error" in result) setFields(fieldErrorsOf(result.error));
    else {
      setFields({});
      setRecipients(result.data.recipients);
    }
  };

  const confirmPublish = async () => {
    const result = await publish(toRequest(draft));
    setRecipients(null);
    if ("error" in result) {
      setFields(fieldErrorsOf(result.error));
      return;
    }
    setFields({});
    setDraft(EMPTY_DRAFT);
    showSuccessToast(t("console.announcements.published", { title: result.data.title, count: result.data.recipients }));
  };

  const test = async () => {
    const result = await sendTest(toRequest(draft));
    if ("error" in result) setFields(fieldErrorsOf(result.error));
    else {
      setFields({});
      showSuccessToast(t("console.announcements.testSent"));
    }
  };

  return (
    <>
      <Box
        component="form"
        aria-labelledby="compose-heading"
        onSubmit={ask}
        noValidate
        sx={{ display: "grid", gap: 2, maxWidth: 720, mb: 4 }}
      >
        <Typography id="compose-heading" component="h2" variant="h6">
          {t("console.announcements.new")}
        </Typography>
        {fields.non_field_errors && <Alert severity="error">{fields.non_field_errors.join(" ")}</Alert>}
        <TextField
          label={t("console.announcements.title")}
          required
          value={draft.title}
          onChange={(change) => update({ title: change.target.value })}
          error={fieldError("title") !== undefined}
          helperText={fieldError("title") ?? " "}
          slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_TITLE_MAX } }}
        />
        <TextField
          label={t("console.announcements.body")}
          required
          multiline
          minRows={4}
          value={draft.body}
          onChange={(change) => update({ body: change.target.value })}
          error={fieldError("body") !== undefined}
          helperText={fieldError("body") ?? t("console.announcements.bodyHint")}
          slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_BODY_MAX } }}
        />
        <HindiVersionFields
          title={draft.hindiTitle}
          body={draft.hindiBody}
          onChange={update}
          titleError={
            fieldError("translations.hi.title") ?? fieldError("translations.hi") ?? fieldError("translations")
          }
          bodyError={fieldError("translations.hi.body")}
        />
        <TextField
          select
          label={t("console.announcements.to")}
          value={draft.event}
          onChange={(change) => update({ event: change.target.value })}
          error={fieldError("event") !== undefined}
          helperText={fieldError("event") ?? " "}
        >
          <MenuItem value={EVERYONE}>{t("console.announcements.everyone")}</MenuItem>
          {events.map((item) => (
            <MenuItem key={item.slug} value={item.slug}>
              {item.name}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Checkbox
              checked={draft.onlyFreePlace}
              onChange={(change) => update({ onlyFreePlace: change.target.checked })}
            />
          }
          label={t("console.announcements.onlyFreePlace")}
        />
        <FormControl component="fieldset" error={fieldError("channels") !== undefined}>
          <FormLabel component="legend">{t("console.announcements.channels")}</FormLabel>
          <FormGroup row>
            {(Object.keys(CHANNEL_LABELS) as AnnouncementChannel[]).map((channel) => {
              const off = (channel === "email" && !emailOn) || (channel === "webhook" && !webhookOn);
              return (
                <FormControlLabel
                  key={channel}
                  control={
                    <Checkbox
                      checked={draft.channels.includes(channel)}
                      disabled={off && !draft.channels.includes(channel)}
                      onChange={(change) => toggleChannel(channel, change.target.checked)}
                    />
                  }
                  label={
                    off
                      ? t("console.announcements.channelOff", { channel: t(CHANNEL_LABELS[channel]) })
                      : t(CHANNEL_LABELS[channel])
                  }
                />
              );
            })}
          </FormGroup>
          <FormHelperText>{fieldError("channels") ?? " "}</FormHelperText>
        </FormControl>
        <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
          <Button type="submit" variant="contained" disabled={previewing.isLoading || publishing.isLoading}>
            {t("console.announcements.publishButton")}
          </Button>
          <Button variant="outlined" onClick={() => void test()} disabled={testing.isLoading || !emailOn}>
            {t("console.announcements.sendTest")}
          </Button>
        </Box>
      </Box>
      <PublishAnnouncementDialog
        draft={draft}
        recipients={recipients}
        eventName={eventName}
        busy={publishing.isLoading}
        onConfirm={() => void confirmPublish()}
        onClose={() => setRecipients(null)}
      />
    </>
  );
}
