import { Box, Button, Stack, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { SLUG_PATTERN, type EventContentInput } from "../../../../contract/eventContent";
import { apiErrorMessage, fieldErrorsOf } from "../../../api/apiErrors";
import { useT } from "../../../i18n/useT";
import { DRAFT_KEYS } from "../../../lib/formDrafts";
import { showErrorToast, showSuccessToast } from "../../../lib/toast";
import ConfirmDialog from "../ConfirmDialog";
import { useCreateEventMutation } from "./contentApi";
import EventContentFields from "./EventContentFields";
import { EMPTY_CONTENT, useStoredDraft } from "./eventDraft";

interface NewEvent {
  slug: string;
  maxMembers: string;
  content: EventContentInput;
}

const EMPTY: NewEvent = { slug: "", maxMembers: "2", content: EMPTY_CONTENT };

/**
 * A new event: its address (fixed once created, never reused), team size (fixed once a team exists) and first texts,
 * added after a confirmation. It then appears wherever the seven do; what was typed is kept until it is added.
 */
export default function AddEventForm({ onAdded }: { onAdded: (id: number) => void }) {
  const t = useT();
  const { draft, setDraft, forget, kept } = useStoredDraft<NewEvent>(DRAFT_KEYS.newEvent, () => EMPTY);
  // Closed until asked for (or while a draft is kept): the form is long, and most visits only edit.
  const [opened, setOpened] = useState(kept);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [asking, setAsking] = useState(false);
  const [create, creating] = useCreateEventMutation();
  const slugLooksWrong = draft.slug !== "" && !SLUG_PATTERN.test(draft.slug);

  const send = async () => {
    const result = await create({ slug: draft.slug, max_members: Number(draft.maxMembers), content: draft.content });
    setAsking(false);
    if ("error" in result && result.error) {
      setErrors(fieldErrorsOf(result.error));
      showErrorToast(
        t("eventContent.notAdded", { reason: apiErrorMessage(result.error) ?? t("eventContent.tryAgain") }),
      );
      return;
    }
    setErrors({});
    forget(EMPTY);
    setOpened(false);
    showSuccessToast(t("eventContent.added", { name: result.data.name, slug: result.data.slug }));
    onAdded(result.data.id);
  };

  return (
    <Stack spacing={2} component="section" aria-labelledby="add-event-title" sx={{ mt: 4, maxWidth: 720 }}>
      <Typography id="add-event-title" component="h2" variant="h6">
        {t("eventContent.addHeading")}
      </Typography>
      {!opened && (
        <Box>
          <Button variant="outlined" onClick={() => setOpened(true)} aria-expanded={false}>
            {t("eventContent.write")}
          </Button>
        </Box>
      )}
      {opened && (
        <>
          <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
            <TextField
              label={t("eventContent.slug")}
              required
              value={draft.slug}
              slotProps={{ htmlInput: { maxLength: 32, autoCapitalize: "none", spellCheck: false } }}
              error={slugLooksWrong || Boolean(errors.slug)}
              helperText={errors.slug?.join(" ") ?? t("eventContent.slugHint")}
              onChange={(event) => setDraft((current) => ({ ...current, slug: event.target.value.trim() }))}
            />
            <TextField
              label={t("eventContent.maxMembers")}
              type="number"
              required
              value={draft.maxMembers}
              slotProps={{ htmlInput: { min: 1, max: 10 } }}
              error={Boolean(errors.max_members)}
              helperText={errors.max_members?.join(" ") ?? t("eventContent.maxMembersHint")}
              onChange={(event) => setDraft((current) => ({ ...current, maxMembers: event.target.value }))}
            />
          </Box>
          <EventContentFields
            content={draft.content}
            change={(change) => setDraft((current) => ({ ...current, content: change(current.content) }))}
            errors={errors}
          />
          <Box>
            <Button variant="contained" onClick={() => setAsking(true)} disabled={draft.slug === "" || slugLooksWrong}>
              {t("eventContent.add")}
            </Button>
          </Box>
        </>
      )}
      <ConfirmDialog
        open={asking}
        busy={creating.isLoading}
        title={t("eventContent.addTitle", { name: draft.content.name || draft.slug })}
        confirmLabel={t("eventContent.add")}
        onConfirm={send}
        onClose={() => setAsking(false)}
      >
        {t("eventContent.addConfirm", { slug: draft.slug })}
      </ConfirmDialog>
    </Stack>
  );
}
