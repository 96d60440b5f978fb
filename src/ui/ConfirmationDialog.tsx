import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { useId } from "react";
import { useT } from "../i18n/useT";

interface Props {
  open: boolean;
  title: string;
  consequence: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a team is left or deleted, saying exactly what happens to whom. */
export default function LeaveTeamDialog({ open, title, consequence, confirmLabel, busy, onConfirm, onClose }: Props) {
  const titleId = useId();
  const textId = useId();
  const t = useT();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId} sx={{ overflowWrap: "anywhere" }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ overflowWrap: "anywhere" }}>
          {consequence}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {t("ui.cancel")}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
          {busy ? t("ui.working") : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
