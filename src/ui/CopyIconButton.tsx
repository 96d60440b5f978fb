import ContentCopy from "@mui/icons-material/ContentCopy";
import { IconButton, Tooltip } from "@mui/material";
import { useT } from "../i18n/useT";
import { useCopy } from "./useCopy";

interface Props {
  text: string;
  /** What is copied, in the language shown, for the button's name and the toast: "access code". */
  what: string;
}

/**
 * CopyButton's compact form for a table cell: an icon with its name as a tooltip. A file of its own, so the pages
 * that copy with a labelled button (the dashboard) do not download MUI's tooltip and its positioning engine.
 */
export default function CopyIconButton({ text, what }: Props) {
  const t = useT();
  const label = t("ui.copy", { what });
  const copy = useCopy(text, what);
  return (
    <Tooltip title={label}>
      <IconButton size="small" onClick={copy} aria-label={label}>
        <ContentCopy fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
