import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import type { ReactNode } from "react";
import { useT } from "../../i18n/useT";

interface Props {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  /** False keeps the confirm button disabled (a required reason still empty). */
  canConfirm?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a change that touches many people; says exactly what will happen. */
export default function ConfirmDialog(props: Props) {
  const t = useT();
  const { open, title, children, confirmLabel, busy = false, canConfirm = true, onConfirm, onClose } = props;
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        {typeof children === "string" ? <DialogContentText>{children}</DialogContentText> : children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t("console.cancel")}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy || !canConfirm}>
          {busy ? t("console.working") : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
