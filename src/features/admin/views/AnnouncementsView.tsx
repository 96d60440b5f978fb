import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { useState, type FormEvent } from "react";
import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  type AdminAnnouncement,
  type AnnouncementChannel,
  type AnnouncementCreate,
  type MailStatus,
} from "../../../../contract/announcements";
import { fieldErrorsOf } from "../../../api/apiErrors";
import { countOf } from "../../../lib/plural";
import { whenText } from "../../../lib/schedule";
import { showSuccessToast } from "../../../lib/toast";
import LoadError from "../../../ui/LoadError";
import {
  useAdminAnnouncementsQuery,
  useCorrectAnnouncementMutation,
  useMailStatusQuery,
  usePreviewAnnouncementMutation,
  usePublishAnnouncementMutation,
  useTestAnnouncementMutation,
  useWithdrawAnnouncementMutation,
} from "../adminAnnouncementsApi";
import { useAdminSummaryQuery } from "../adminApi";
import ConfirmDialog from "../ConfirmDialog";
import Pager from "../Pager";
import ScrollTable from "../ScrollTable";

const CHANNEL_LABELS: Record<AnnouncementChannel, string> = {
  feed: "Feed (dashboard, event page, terminal)",
  email: "E-mail",
  webhook: "Chat webhook",
};

interface Draft {
  title: string;
  body: string;
  event: string;
  onlyIncomplete: boolean;
  channels: AnnouncementChannel[];
}

/** The "To" choice meaning everyone (an event is chosen by its slug). */
/** The chat post of an announcement with the webhook channel: posted, waiting (with why it is retried) or refused. */
function webhookText({ status, error }: NonNullable<AdminAnnouncement["webhook"]>): string {
  if (status === "sent") return "Webhook: posted";
  if (status === "failed") return `Webhook: failed (${error ?? "no reason given"})`;
  return error ? `Webhook: retrying (${error})` : "Webhook: queued";
}

const EVERYONE = "*";

const EMPTY: Draft = { title: "", body: "", event: EVERYONE, onlyIncomplete: false, channels: ["feed"] };

const toRequest = (draft: Draft): AnnouncementCreate => ({
  title: draft.title.trim(),
  body: draft.body,
  event: draft.event === EVERYONE ? null : draft.event,
  only_incomplete_teams: draft.onlyIncomplete,
  channels: draft.channels,
});

/** E-mail on or off, the queue's backlog and the latest permanent failures (`GET admin/mail/`). */
function MailState({ status }: { status: MailStatus }) {
  return (
    <Box sx={{ display: "grid", gap: 1, mb: 3 }}>
      {!status.email && (
        <Alert severity="warning">E-mail is off on this server (SMTP_URL is not set): nothing is queued.</Alert>
      )}
      {status.webhook_problem && <Alert severity="warning">Chat webhook off: {status.webhook_problem}</Alert>}
      {status.email && (
        <Alert severity={status.queued > 0 ? "info" : "success"}>
          {status.queued > 0
            ? `${countOf(status.queued, "message", "messages")} waiting to go${
                status.oldest_queued_at ? `, the oldest queued ${whenText(status.oldest_queued_at)}` : ""
              }. Sending at ${status.rate} a second.`
            : `E-mail is on; nothing is waiting. Sending at ${status.rate} a second.`}
          {status.failed > 0 && ` ${countOf(status.failed, "message", "messages")} failed for good.`}
        </Alert>
      )}
      {status.recent_failures.length > 0 && (
        <Box>
          <Typography component="h3" variant="subtitle1">
            Latest failures
          </Typography>
          <ul style={{ margin: 0 }}>
            {status.recent_failures.map((failure) => (
              <li key={failure.id}>
                <Typography variant="body2">
                  {whenText(failure.at)} · {failure.kind} to {failure.recipient}: {failure.error}
                </Typography>
              </li>
            ))}
          </ul>
        </Box>
      )}
    </Box>
  );
}

/** The console's announcements: compose (recipient count and a confirmation first, a test to oneself), and the list. */
export default function AnnouncementsView() {
  const [page, setPage] = useState(1);
  const list = useAdminAnnouncementsQuery(page);
  const mail = useMailStatusQuery(undefined, { pollingInterval: 30_000 });
  const summary = useAdminSummaryQuery();
  const [preview, previewing] = usePreviewAnnouncementMutation();
  const [publish, publishing] = usePublishAnnouncementMutation();
  const [sendTest, testing] = useTestAnnouncementMutation();
  const [withdraw, withdrawing] = useWithdrawAnnouncementMutation();
  const [correct, correcting] = useCorrectAnnouncementMutation();
  const [editing, setEditing] = useState<{ item: AdminAnnouncement; title: string; body: string } | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const [confirming, setConfirming] = useState<number | null>(null);
  const [pendingWithdraw, setPendingWithdraw] = useState<AdminAnnouncement | null>(null);

  const emailOn = mail.data?.email ?? false;
  const webhookOn = mail.data?.webhook ?? false;
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
      setConfirming(result.data.recipients);
    }
  };

  const confirmPublish = async () => {
    const result = await publish(toRequest(draft));
    setConfirming(null);
    if ("error" in result) {
      setFields(fieldErrorsOf(result.error));
      return;
    }
    setFields({});
    setDraft(EMPTY);
    showSuccessToast(`"${result.data.title}" is published (${countOf(result.data.recipients, "person", "people")}).`);
  };

  const test = async () => {
    const result = await sendTest(toRequest(draft));
    if ("error" in result) setFields(fieldErrorsOf(result.error));
    else {
      setFields({});
      showSuccessToast("A test was sent to your own e-mail address.");
    }
  };

  const confirmWithdraw = async () => {
    if (!pendingWithdraw) return;
    const result = await withdraw(pendingWithdraw.id);
    if (!("error" in result)) showSuccessToast(`"${pendingWithdraw.title}" is withdrawn.`);
    setPendingWithdraw(null);
  };

  const confirmCorrect = async () => {
    if (!editing) return;
    const result = await correct({ id: editing.item.id, title: editing.title.trim(), body: editing.body });
    if (!("error" in result)) {
      showSuccessToast(`"${editing.title.trim()}" is corrected on the feed; e-mails already sent stay as they were.`);
      setEditing(null);
    }
  };

  if (list.error && "httpStatus" in list.error && list.error.httpStatus === 404) {
    return <Alert severity="info">This server has no announcements.</Alert>;
  }
  const events = summary.data?.events ?? [];
  const eventName = (slug: string | null) =>
    slug === null ? "Everyone" : (events.find((item) => item.slug === slug)?.name ?? slug);
  const audience = draft.event !== EVERYONE ? `the members of ${eventName(draft.event)}'s teams` : "every participant";

  return (
    <>
      {mail.data && <MailState status={mail.data} />}
      <Box
        component="form"
        aria-labelledby="compose-heading"
        onSubmit={ask}
        noValidate
        sx={{ display: "grid", gap: 2, maxWidth: 720, mb: 4 }}
      >
        <Typography id="compose-heading" component="h2" variant="h6">
          New announcement
        </Typography>
        {fields.non_field_errors && <Alert severity="error">{fields.non_field_errors.join(" ")}</Alert>}
        <TextField
          label="Title"
          required
          value={draft.title}
          onChange={(change) => update({ title: change.target.value })}
          error={fieldError("title") !== undefined}
          helperText={fieldError("title") ?? " "}
          slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_TITLE_MAX } }}
        />
        <TextField
          label="Message"
          required
          multiline
          minRows={4}
          value={draft.body}
          onChange={(change) => update({ body: change.target.value })}
          error={fieldError("body") !== undefined}
          helperText={fieldError("body") ?? "Plain text; web addresses become links."}
          slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_BODY_MAX } }}
        />
        <TextField
          select
          label="To"
          value={draft.event}
          onChange={(change) => update({ event: change.target.value })}
          error={fieldError("event") !== undefined}
          helperText={fieldError("event") ?? " "}
        >
          <MenuItem value={EVERYONE}>Everyone</MenuItem>
          {events.map((item) => (
            <MenuItem key={item.slug} value={item.slug}>
              {item.name}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Checkbox
              checked={draft.onlyIncomplete}
              onChange={(change) => update({ onlyIncomplete: change.target.checked })}
            />
          }
          label="Only members of teams with a free place (fewer members than the event allows)"
        />
        <FormControl component="fieldset" error={fieldError("channels") !== undefined}>
          <FormLabel component="legend">Channels</FormLabel>
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
                  label={off ? `${CHANNEL_LABELS[channel]} (off on this server)` : CHANNEL_LABELS[channel]}
                />
              );
            })}
          </FormGroup>
          <FormHelperText>{fieldError("channels") ?? " "}</FormHelperText>
        </FormControl>
        <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
          <Button type="submit" variant="contained" disabled={previewing.isLoading || publishing.isLoading}>
            Publish…
          </Button>
          <Button variant="outlined" onClick={() => void test()} disabled={testing.isLoading || !emailOn}>
            Send a test to me
          </Button>
        </Box>
      </Box>

      <Typography component="h2" variant="h6" gutterBottom>
        Published
      </Typography>
      {list.isLoading && <CircularProgress aria-label="Loading the announcements" />}
      {!list.data && !list.isLoading && (
        <LoadError what="announcements" error={list.error} onRetry={() => void list.refetch()} />
      )}
      {list.data && list.data.results.length === 0 && <Typography>No announcement yet.</Typography>}
      {list.data && list.data.results.length > 0 && (
        <>
          <ScrollTable label="Announcements">
            <TableHead>
              <TableRow>
                <TableCell>Title</TableCell>
                <TableCell>To</TableCell>
                <TableCell>Channels</TableCell>
                <TableCell>Published</TableCell>
                <TableCell align="right">Recipients</TableCell>
                <TableCell>Delivery</TableCell>
                <TableCell>Action</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.results.map((item) => (
                <TableRow key={item.id}>
                  <TableCell component="th" scope="row">
                    <bdi>{item.title}</bdi>
                    {item.corrected_at && " (corrected)"}
                  </TableCell>
                  <TableCell>
                    {eventName(item.event)}
                    {item.only_incomplete_teams && ", teams with a free place only"}
                  </TableCell>
                  <TableCell>{item.channels.join(", ")}</TableCell>
                  <TableCell>{whenText(item.published_at)}</TableCell>
                  <TableCell align="right">{item.recipients}</TableCell>
                  <TableCell>
                    {`${item.delivery.sent} sent, ${item.delivery.queued} queued, ${item.delivery.failed} failed`}
                    {item.webhook && (
                      <Box component="span" sx={{ display: "block" }}>
                        {webhookText(item.webhook)}
                      </Box>
                    )}
                  </TableCell>
                  <TableCell>
                    {item.withdrawn_at ? (
                      `Withdrawn ${whenText(item.withdrawn_at)}`
                    ) : (
                      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
                        <Button
                          size="small"
                          aria-label={`Correct ${item.title}`}
                          onClick={() => setEditing({ item, title: item.title, body: item.body })}
                        >
                          Correct
                        </Button>
                        <Button
                          size="small"
                          color="error"
                          aria-label={`Withdraw ${item.title}`}
                          onClick={() => setPendingWithdraw(item)}
                        >
                          Withdraw
                        </Button>
                      </Box>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ScrollTable>
          <Pager page={page} data={list.data} one="announcement" what="announcements" onPage={setPage} />
        </>
      )}

      <ConfirmDialog
        open={confirming !== null}
        title={`Publish "${draft.title.trim()}"?`}
        confirmLabel="Publish"
        busy={publishing.isLoading}
        onConfirm={() => void confirmPublish()}
        onClose={() => setConfirming(null)}
      >
        {draft.channels.includes("email")
          ? `It goes to ${audience}${draft.onlyIncomplete ? " in teams with a free place" : ""}: ${countOf(
              confirming ?? 0,
              "person gets",
              "people get",
            )} it by e-mail (those who turned announcements off do not).`
          : `It goes to ${audience}${draft.onlyIncomplete ? " in teams with a free place" : ""} (${countOf(
              confirming ?? 0,
              "person",
              "people",
            )}), on ${draft.channels.join(" and ")}.`}
      </ConfirmDialog>
      <ConfirmDialog
        open={editing !== null}
        title={`Correct "${editing?.item.title ?? ""}"`}
        confirmLabel="Save the correction"
        busy={correcting.isLoading}
        canConfirm={(editing?.title.trim() ?? "") !== "" && (editing?.body.trim() ?? "") !== ""}
        onConfirm={() => void confirmCorrect()}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <Box sx={{ display: "grid", gap: 2, pt: 1, minWidth: { sm: 480 } }}>
            <TextField
              label="Title"
              value={editing.title}
              onChange={(change) => setEditing({ ...editing, title: change.target.value })}
              slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_TITLE_MAX } }}
            />
            <TextField
              label="Message"
              multiline
              minRows={4}
              value={editing.body}
              onChange={(change) => setEditing({ ...editing, body: change.target.value })}
              helperText="The feed shows the new text, marked corrected; e-mails already sent stay as they were."
              slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_BODY_MAX } }}
            />
          </Box>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={pendingWithdraw !== null}
        title={`Withdraw "${pendingWithdraw?.title ?? ""}"?`}
        confirmLabel="Withdraw"
        busy={withdrawing.isLoading}
        onConfirm={() => void confirmWithdraw()}
        onClose={() => setPendingWithdraw(null)}
      >
        It leaves the feed and its e-mails not yet sent are dropped; e-mails already sent stay sent.
      </ConfirmDialog>
    </>
  );
}
