import { Box, TextField } from "@mui/material";
import type { ComponentProps } from "react";
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX } from "../../../../contract/announcements";
import { useT } from "../../../i18n/useT";
import ConfirmDialog from "../ConfirmDialog";
import HindiVersionFields from "./HindiVersionFields";

/** A correction's text as the organiser edits it: the English version and the optional Hindi one. */
export interface Correction {
  title: string;
  body: string;
  hindiTitle: string;
  hindiBody: string;
}

type DialogProps = Pick<ComponentProps<typeof ConfirmDialog>, "open" | "busy" | "onConfirm" | "onClose">;

interface Props extends DialogProps {
  /** The announcement's title as published (the dialog's title names it). */
  published: string;
  text: Correction;
  onText: (text: Correction) => void;
}

const filled = (text: string) => text.trim() !== "";

/**
 * A published announcement's new title and message, both required, and its Hindi version: both fields or neither
 * (emptying both removes it).
 */
export default function CorrectAnnouncementDialog({ published, text, onText, ...dialog }: Props) {
  const t = useT();
  const hindiWhole = filled(text.hindiTitle) === filled(text.hindiBody);
  return (
    <ConfirmDialog
      {...dialog}
      title={t("console.correct.title", { title: published })}
      confirmLabel={t("console.correct.confirm")}
      canConfirm={filled(text.title) && filled(text.body) && hindiWhole}
    >
      {dialog.open && (
        <Box sx={{ display: "grid", gap: 2, pt: 1, minWidth: { sm: 480 } }}>
          <TextField
            label={t("console.announcements.title")}
            value={text.title}
            onChange={(change) => onText({ ...text, title: change.target.value })}
            slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_TITLE_MAX } }}
          />
          <TextField
            label={t("console.announcements.body")}
            multiline
            minRows={4}
            value={text.body}
            onChange={(change) => onText({ ...text, body: change.target.value })}
            helperText={t("console.correct.hint")}
            slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_BODY_MAX } }}
          />
          <HindiVersionFields
            title={text.hindiTitle}
            body={text.hindiBody}
            onChange={(change) => onText({ ...text, ...change })}
            titleError={hindiWhole || filled(text.hindiTitle) ? undefined : t("console.hindi.bothOrNeither")}
            bodyError={hindiWhole || filled(text.hindiBody) ? undefined : t("console.hindi.bothOrNeither")}
          />
        </Box>
      )}
    </ConfirmDialog>
  );
}
