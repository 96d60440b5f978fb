import ContentCopy from "@mui/icons-material/ContentCopy";
import { Button, IconButton, Tooltip } from "@mui/material";
import { useT } from "../i18n/useT";
import { copyText } from "../lib/copyText";
import { showErrorToast, showSuccessToast } from "../lib/toast";

interface Props {
  text: string;
  /** What is copied, in the language shown, for the button and the toast: "referral link", "access code". */
  what: string;
  /** An icon with its name as a tooltip, for a table cell. */
  compact?: boolean;
}

export default function CopyButton({ text, what, compact = false }: Props) {
  const t = useT();
  const label = t("ui.copy", { what });
  const copy = async () => {
    if (await copyText(text)) showSuccessToast(t("ui.copied", { what }));
    else showErrorToast(t("ui.copyFailed", { what }));
  };
  if (compact) {
    return (
      <Tooltip title={label}>
        <IconButton size="small" onClick={copy} aria-label={label}>
          <ContentCopy fontSize="small" />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Button size="small" variant="outlined" startIcon={<ContentCopy />} onClick={copy}>
      {label}
    </Button>
  );
}
