import { Alert, Box, Button, Stack, Typography } from "@mui/material";
import { useState } from "react";
import * as z from "zod/mini";
import { type FestivalVersion, festivalSchema } from "../../../../contract/eventContent";
import { apiErrorMessage, fieldErrorsOf } from "../../../api/apiErrors";
import { useT } from "../../../i18n/useT";
import { DRAFT_KEYS } from "../../../lib/formDrafts";
import { showErrorToast, showSuccessToast } from "../../../lib/toast";
import FestivalSignature from "../../../ui/FestivalSignature";
import ConfirmDialog from "../ConfirmDialog";
import { useStoredDraft } from "./eventDraft";
import { usePublishFestivalMutation } from "./festivalContentApi";
import { type FestivalDraft, festivalOf, formOf, publishBody } from "./festivalDraft";
import FestivalFields from "./FestivalFields";
import FestivalHistory from "./FestivalHistory";
import TheirVersion from "./TheirVersion";
import { useTheirVersion } from "./useTheirVersion";

interface Props {
  published: FestivalVersion;
  /** Refetches the published version (after a refusal because another organiser published meanwhile). */
  refetch: () => Promise<{ data?: FestivalVersion }>;
}

/** The same check the server makes, by path under `content.` as its refusals say them. */
function problemsOf(draft: FestivalDraft): Record<string, string[]> {
  const result = z.safeParse(festivalSchema, festivalOf(draft.form));
  if (result.success) return {};
  const problems: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = ["content", ...issue.path.map(String)].join(".");
    problems[path] = [...(problems[path] ?? []), issue.message];
  }
  return problems;
}

/**
 * The festival's details (name, edition's title, year, host, days, addresses, social links): edited in the form
 * drafts, previewed with the footer's own component, published after a confirmation, refused when another organiser
 * published meanwhile (theirs shown beside what was typed, which stays), with the history below.
 */
export default function FestivalEditor({ published, refetch }: Props) {
  const t = useT();
  const fresh = (): FestivalDraft => ({ base: published.version, form: formOf(published.content) });
  const { draft, setDraft, forget, kept } = useStoredDraft<FestivalDraft>(DRAFT_KEYS.festival, fresh);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [asking, setAsking] = useState(false);
  const { theirs, setTheirs, alert } = useTheirVersion<FestivalVersion, FestivalDraft>(
    "festivalDetails",
    { setDraft, forget },
    (version) => ({ base: version.version, form: formOf(version.content) }),
  );
  const [publish, publishing] = usePublishFestivalMutation();

  const ask = () => {
    const problems = problemsOf(draft);
    setErrors(problems);
    if (Object.keys(problems).length === 0) setAsking(true);
  };
  const send = async () => {
    const result = await publish(publishBody(draft));
    setAsking(false);
    if ("error" in result && result.error) {
      const status = "httpStatus" in result.error ? result.error.httpStatus : undefined;
      if (status === 409) setTheirs((await refetch()).data ?? null);
      setErrors(fieldErrorsOf(result.error));
      showErrorToast(
        t("festivalDetails.notPublished", {
          reason: apiErrorMessage(result.error) ?? t("festivalDetails.tryAgain"),
        }),
      );
      return;
    }
    setErrors({});
    setTheirs(null);
    forget({ base: result.data.version, form: formOf(result.data.content) });
    showSuccessToast(t("festivalDetails.published", { version: result.data.version }));
  };

  return (
    <Stack spacing={2} component="section" aria-labelledby="festival-editor-title">
      <Typography id="festival-editor-title" component="h2" variant="h6">
        {t("festivalDetails.heading", { version: published.version })}
      </Typography>
      {kept && draft.base !== published.version && !theirs && (
        <Alert severity="info">{t("festivalDetails.kept", { version: draft.base ?? "-" })}</Alert>
      )}
      {theirs && alert && (
        <TheirVersion {...alert}>
          <FestivalSignature festival={theirs.content} />
        </TheirVersion>
      )}
      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
        <FestivalFields
          form={draft.form}
          change={(change) => setDraft((current) => ({ ...current, form: change(current.form) }))}
          errors={errors}
        />
        <Box component="section" aria-labelledby="festival-preview-title">
          <Typography id="festival-preview-title" component="h3" variant="subtitle1">
            {t("festivalDetails.preview")}
          </Typography>
          <FestivalSignature festival={festivalOf(draft.form)} />
        </Box>
      </Box>
      <Box sx={{ display: "flex", gap: 1 }}>
        <Button variant="contained" onClick={ask} disabled={theirs !== null}>
          {t("festivalDetails.publish")}
        </Button>
        <Button onClick={() => forget(fresh())} disabled={!kept}>
          {t("festivalDetails.discard")}
        </Button>
      </Box>
      <ConfirmDialog
        open={asking}
        busy={publishing.isLoading}
        title={t("festivalDetails.confirmTitle")}
        confirmLabel={t("festivalDetails.publish")}
        onConfirm={send}
        onClose={() => setAsking(false)}
      >
        {t("festivalDetails.confirm", { version: (draft.base ?? 0) + 1 })}
      </ConfirmDialog>
      <FestivalHistory current={published.version} />
    </Stack>
  );
}
