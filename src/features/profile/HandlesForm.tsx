import { Box, Button, Typography } from "@mui/material";
import { type FormEvent, useState } from "react";
import type { Handles } from "../../../contract/profile";
import { HANDLE_FIELDS, type HandleField, PLATFORM_NAMES } from "../../../contract/rules";
import { fieldErrorsOf } from "../../api/apiErrors";
import { useT } from "../../i18n/useT";
import { showSuccessToast } from "../../lib/toast";
import { useSingleFlight } from "../../lib/useSingleFlight";
import OutlinedTextField from "../../ui/OutlinedTextField";
import { useUpdateHandlesMutation } from "./profileApi";

type Draft = Record<HandleField, string>;

interface Props {
  handles: Handles;
  onBack: () => void;
  onDone: () => void;
}

const draftOf = (handles: Handles) =>
  Object.fromEntries(HANDLE_FIELDS.map((field) => [field, handles[field] ?? ""])) as Draft;

/** PUT profile/handles/: every handle is optional; an empty field is sent as null. */
export default function HandlesForm({ handles, onBack, onDone }: Props) {
  const t = useT();
  const [draft, setDraft] = useState<Draft>(() => draftOf(handles));
  const [updateHandles, { isLoading, error }] = useUpdateHandlesMutation();
  const once = useSingleFlight();
  const serverErrors = fieldErrorsOf(error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void once(async () => {
      const body = Object.fromEntries(
        HANDLE_FIELDS.map((field) => [field, draft[field].trim() === "" ? null : draft[field].trim()]),
      ) as Handles;
      await updateHandles(body).unwrap();
      showSuccessToast(t("profile.handles.saved"));
      onDone();
    });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t("profile.handles.form")}
      aria-describedby="handles-note"
    >
      {/* Leaderboard imports read the handles as they stood at an event's registration close (docs/results.md). */}
      <Typography id="handles-note" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t("profile.handles.note")}
      </Typography>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        {HANDLE_FIELDS.map((field) => (
          <OutlinedTextField
            key={field}
            id={`handle-${field}`}
            label={PLATFORM_NAMES[field]}
            value={draft[field]}
            disabled={isLoading}
            error={serverErrors[field] !== undefined}
            helperText={serverErrors[field]?.join(" ") ?? t("profile.handles.optional")}
            autoComplete="off"
            onChange={(event) => setDraft((current) => ({ ...current, [field]: event.target.value }))}
          />
        ))}
      </Box>
      <Box sx={{ display: "flex", gap: 1, mt: 3, flexWrap: "wrap" }}>
        <Button onClick={onBack} disabled={isLoading}>
          {t("profile.back")}
        </Button>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {t(isLoading ? "profile.saving" : "profile.handles.submit")}
        </Button>
      </Box>
    </Box>
  );
}
