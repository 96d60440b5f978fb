import { Alert, type AlertColor, Button } from "@mui/material";
import type { ReactNode } from "react";
import { useT } from "../i18n/useT";

interface Props {
  severity: AlertColor;
  onRetry: () => void;
  /** While a retry is on its way: the button says so and waits. */
  retrying?: boolean;
  /** What went wrong, in the language shown. */
  children: ReactNode;
}

/** Something that could not be loaded, said where it should be, with a Retry button. */
export default function RetryAlert({ severity, onRetry, retrying = false, children }: Props) {
  const t = useT();
  return (
    <Alert
      severity={severity}
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          {retrying ? t("ui.retrying") : t("ui.retry")}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
