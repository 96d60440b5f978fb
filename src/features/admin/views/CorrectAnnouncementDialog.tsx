import { Box, TextField } from "@mui/material";
import type { ComponentProps } from "react";
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX } from "../../../../contract/announcements";
import ConfirmDialog from "../ConfirmDialog";

/** A correction's text as the organiser edits it. */
export interface Correction {
  title: string;
  body: string;
}

type DialogProps = Pick<ComponentProps<typeof ConfirmDialog>, "open" | "busy" | "onConfirm" | "onClose">;

interface Props extends DialogProps {
  /** The announcement's title as published (the dialog's title names it). */
  published: string;
  text: Correction;
  onText: (text: Correction) => void;
}

/** A published announcement's new title and message; both required. */
export default function CorrectAnnouncementDialog({ published, text, onText, ...dialog }: Props) {
  return (
    <ConfirmDialog
      {...dialog}
      title={`Correct "${published}"`}
      confirmLabel="Save the correction"
      canConfirm={text.title.trim() !== "" && text.body.trim() !== ""}
    >
      {dialog.open && (
        <Box sx={{ display: "grid", gap: 2, pt: 1, minWidth: { sm: 480 } }}>
          <TextField
            label="Title"
            value={text.title}
            onChange={(change) => onText({ ...text, title: change.target.value })}
            slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_TITLE_MAX } }}
          />
          <TextField
            label="Message"
            multiline
            minRows={4}
            value={text.body}
            onChange={(change) => onText({ ...text, body: change.target.value })}
            helperText="The feed shows the new text, marked corrected; e-mails already sent stay as they were."
            slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_BODY_MAX } }}
          />
        </Box>
      )}
    </ConfirmDialog>
  );
}
