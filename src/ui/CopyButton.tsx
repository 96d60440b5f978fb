import ContentCopy from "@mui/icons-material/ContentCopy";
import { Button } from "@mui/material";
import { useT } from "../i18n/useT";
import { useCopy } from "./useCopy";

interface Props {
  text: string;
  /** What is copied, in the language shown, for the button and the toast: "referral link", "access code". */
  what: string;
}

/** A labelled button that copies `text`; in a table cell, `CopyIconButton` (an icon with a tooltip). */
export default function CopyButton({ text, what }: Props) {
  const t = useT();
  const copy = useCopy(text, what);
  return (
    <Button size="small" variant="outlined" startIcon={<ContentCopy />} onClick={copy}>
      {t("ui.copy", { what })}
    </Button>
  );
}
