import ContentCopy from "@mui/icons-material/ContentCopy";
import { Button, IconButton, Tooltip } from "@mui/material";
import { copyText } from "../lib/copyText";
import { showErrorToast, showSuccessToast } from "../lib/toast";

interface Props {
  text: string;
  /** What is copied, for the button and the toast: "referral link", "access code". */
  what: string;
  /** An icon with its name as a tooltip, for a table cell. */
  compact?: boolean;
}

export default function CopyButton({ text, what, compact = false }: Props) {
  const copy = async () => {
    if (await copyText(text)) showSuccessToast(`Copied the ${what}.`);
    else showErrorToast(`Could not copy the ${what}: select it and copy it by hand.`);
  };
  if (compact) {
    return (
      <Tooltip title={`Copy ${what}`}>
        <IconButton size="small" onClick={copy} aria-label={`Copy ${what}`}>
          <ContentCopy fontSize="small" />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Button size="small" variant="outlined" startIcon={<ContentCopy />} onClick={copy}>
      Copy {what}
    </Button>
  );
}
