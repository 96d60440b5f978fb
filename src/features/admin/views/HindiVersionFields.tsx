import { Box, FormControl, FormHelperText, FormLabel, TextField } from "@mui/material";
import { useId } from "react";
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX } from "../../../../contract/announcements";
import { useT } from "../../../i18n/useT";

interface Props {
  title: string;
  body: string;
  onChange: (change: { hindiTitle?: string; hindiBody?: string }) => void;
  /** The server's field errors (`translations.hi.title`, `translations.hi.body`), if any. */
  titleError?: string;
  bodyError?: string;
}

/**
 * An announcement's optional Hindi version (issue 42, item 6): a group of its own, never required; readers who chose
 * Hindi read it, the others (and everyone while it is empty) the English one. Typed as Hindi (`lang="hi"`).
 */
export default function HindiVersionFields({ title, body, onChange, titleError, bodyError }: Props) {
  const t = useT();
  const hint = useId();
  return (
    <FormControl component="fieldset" aria-describedby={hint} sx={{ display: "grid", gap: 2 }}>
      <FormLabel component="legend">{t("console.hindi.legend")}</FormLabel>
      <FormHelperText id={hint} sx={{ mx: 0, mt: 0 }}>
        {t("console.hindi.hint")}
      </FormHelperText>
      <Box sx={{ display: "grid", gap: 2 }}>
        <TextField
          label={t("console.hindi.title")}
          value={title}
          onChange={(change) => onChange({ hindiTitle: change.target.value })}
          error={titleError !== undefined}
          helperText={titleError ?? " "}
          slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_TITLE_MAX, lang: "hi" } }}
        />
        <TextField
          label={t("console.hindi.body")}
          multiline
          minRows={3}
          value={body}
          onChange={(change) => onChange({ hindiBody: change.target.value })}
          error={bodyError !== undefined}
          helperText={bodyError ?? " "}
          slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_BODY_MAX, lang: "hi" } }}
        />
      </Box>
    </FormControl>
  );
}
