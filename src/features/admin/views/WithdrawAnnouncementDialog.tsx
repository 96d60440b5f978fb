import type { ComponentProps } from "react";
import ConfirmDialog from "../ConfirmDialog";

type DialogProps = Pick<ComponentProps<typeof ConfirmDialog>, "open" | "busy" | "onConfirm" | "onClose">;

/** Withdrawing a published announcement, after saying what stays sent. */
export default function WithdrawAnnouncementDialog({ title, ...dialog }: DialogProps & { title: string }) {
  return (
    <ConfirmDialog {...dialog} title={`Withdraw "${title}"?`} confirmLabel="Withdraw">
      It leaves the feed and its e-mails not yet sent are dropped; e-mails already sent stay sent.
    </ConfirmDialog>
  );
}
