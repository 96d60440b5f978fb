import { Alert, Box, Button, Stack, Typography } from "@mui/material";
import { useState } from "react";
import type { AdminEvent } from "../../../../contract/admin";
import type { EventVersion } from "../../../../contract/eventContent";
import { contentFromInput } from "../../../../contract/eventContentParse";
import { CONTENT_LANGUAGES } from "../../../../contract/languages";
import { apiErrorMessage, fieldErrorsOf } from "../../../api/apiErrors";
import { useT } from "../../../i18n/useT";
import { DRAFT_KEYS } from "../../../lib/formDrafts";
import { showErrorToast, showSuccessToast } from "../../../lib/toast";
import ConfirmDialog from "../ConfirmDialog";
import { usePublishEventContentMutation } from "./contentApi";
import ContentHistory from "./ContentHistory";
import EventContentFields from "./EventContentFields";
import { type EventDraft, inputFromContent, useStoredDraft } from "./eventDraft";
import EventPreview from "./EventPreview";
import { fieldOfPath, problemWords } from "./previewProblems";
import TheirVersion from "./TheirVersion";
import { useTheirVersion } from "./useTheirVersion";

interface Props {
  event: AdminEvent;
  published: EventVersion | null;
  /** Refetches the published version (after a refusal because another organiser published meanwhile). */
  refetch: () => Promise<{ data?: { version: EventVersion | null } }>;
}

/**
 * An event's texts: edited (kept in the form drafts), previewed with the public page's renderer, published after a
 * confirmation. A publish based on a version another organiser has replaced meanwhile is refused by the server; the
 * editor then shows theirs beside what was typed, which stays, to be published over theirs or dropped.
 */
export default function EventContentEditor({ event, published, refetch }: Props) {
  const t = useT();
  const fresh = (): EventDraft => ({
    base: published?.version ?? null,
    content: published ? inputFromContent(published.content) : inputFromContent(emptyOf(event.name)),
  });
  const { draft, setDraft, forget, kept } = useStoredDraft<EventDraft>(DRAFT_KEYS.eventContent(event.id), fresh);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [asking, setAsking] = useState(false);
  const { theirs, setTheirs, alert } = useTheirVersion<EventVersion, EventDraft>(
    "eventContent",
    { setDraft, forget },
    (version) => ({ base: version.version, content: inputFromContent(version.content) }),
  );
  const [publish, publishing] = usePublishEventContentMutation();
  const preview = contentFromInput(draft.content);

  const send = async () => {
    const result = await publish({ id: event.id, body: { base_version: draft.base, content: draft.content } });
    setAsking(false);
    if ("error" in result && result.error) {
      const status = "httpStatus" in result.error ? result.error.httpStatus : undefined;
      if (status === 409) {
        const now = await refetch();
        setTheirs(now.data?.version ?? null);
      }
      setErrors(fieldErrorsOf(result.error));
      showErrorToast(
        t("eventContent.notPublished", { reason: apiErrorMessage(result.error) ?? t("eventContent.tryAgain") }),
      );
      return;
    }
    setErrors({});
    setTheirs(null);
    forget({ base: result.data.version, content: inputFromContent(result.data.content) });
    showSuccessToast(t("eventContent.published", { version: result.data.version, name: result.data.content.name }));
  };

  return (
    <Stack spacing={2} component="section" aria-labelledby="content-editor-title">
      <Typography id="content-editor-title" component="h2" variant="h6">
        {published
          ? t("eventContent.heading", { name: event.name, version: published.version })
          : t("eventContent.headingNone", { name: event.name })}
      </Typography>
      {kept && draft.base !== (published?.version ?? null) && !theirs && (
        <Alert severity="info">
          {draft.base === null ? t("eventContent.keptNone") : t("eventContent.kept", { version: draft.base })}
        </Alert>
      )}
      {theirs && alert && (
        <TheirVersion {...alert}>
          <EventPreview content={theirs.content} language="en" />
        </TheirVersion>
      )}
      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
        <EventContentFields
          content={draft.content}
          change={(change) => setDraft((current) => ({ ...current, content: change(current.content) }))}
          errors={errors}
        />
        <Stack spacing={2}>
          {Object.keys(preview.problems).length > 0 && (
            <Alert severity="error">
              {Object.entries(preview.problems).map(([path, problems]) => (
                <div key={path}>
                  {t("eventContent.problemsAt", {
                    field: fieldOfPath(path, t),
                    problems: problems.map((problem) => problemWords(problem, t)).join(" "),
                  })}
                </div>
              ))}
            </Alert>
          )}
          {CONTENT_LANGUAGES.map((language) => (
            <EventPreview key={language} content={preview.content} language={language} />
          ))}
        </Stack>
      </Box>
      <Box sx={{ display: "flex", gap: 1 }}>
        <Button variant="contained" onClick={() => setAsking(true)} disabled={theirs !== null}>
          {t("eventContent.publish")}
        </Button>
        <Button onClick={() => forget(fresh())} disabled={!kept}>
          {t("eventContent.discard")}
        </Button>
      </Box>
      <ConfirmDialog
        open={asking}
        busy={publishing.isLoading}
        title={t("eventContent.confirmTitle", { name: event.name })}
        confirmLabel={t("eventContent.publish")}
        onConfirm={send}
        onClose={() => setAsking(false)}
      >
        {t("eventContent.confirm", { version: (draft.base ?? 0) + 1 })}
      </ConfirmDialog>
      <ContentHistory event={event} current={published?.version ?? null} />
    </Stack>
  );
}

/** An event that has no texts yet: its name, the rest to write. */
const emptyOf = (name: string) => ({
  name,
  subject: { en: "" },
  summary: { en: "" },
  format: null,
  contest_url: null,
  icon: "calendar" as const,
  description: { en: [] },
  coordinators: [],
  faq_intro: null,
  faq: [],
});
