import type { ComponentProps } from "react";
import { useT } from "../../../i18n/useT";
import ConfirmDialog from "../ConfirmDialog";

type DialogProps = Pick<ComponentProps<typeof ConfirmDialog>, "open" | "busy" | "onConfirm" | "onClose">;

/** Withdrawing a published announcement, after saying what stays sent. */
export default function WithdrawAnnouncementDialog({ title, ...dialog }: DialogProps & { title: string }) {
  const t = useT();
  return (
    <ConfirmDialog
      {...dialog}
      title={t("console.withdraw.title", { title })}
      confirmLabel={t("console.withdraw.confirm")}
    >
      {t("console.withdraw.text")}
    </ConfirmDialog>
  );
}
