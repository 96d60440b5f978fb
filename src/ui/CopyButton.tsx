import ContentCopy from "@mui/icons-material/ContentCopy";
import { Button } from "@mui/material";
import { copyText } from "../lib/copyText";
import { showErrorToast, showSuccessToast } from "../lib/toast";

interface Props {
  text: string;
  /** What is copied, for the button and the toast: "referral link", "access code". */
  what: string;
}

export default function CopyButton({ text, what }: Props) {
  const copy = async () => {
    if (await copyText(text)) showSuccessToast(`Copied the ${what}.`);
    else showErrorToast(`Could not copy the ${what}: select it and copy it by hand.`);
  };
  return (
    <Button size="small" variant="outlined" startIcon={<ContentCopy />} onClick={copy}>
      Copy {what}
    </Button>
  );
}
