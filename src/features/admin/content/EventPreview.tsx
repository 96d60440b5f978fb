import { Box, Typography } from "@mui/material";
import { useId } from "react";
import type { EventContent } from "../../../../contract/eventContent";
import { type ContentLanguage, inLanguage, LANGUAGE_NAMES } from "../../../../contract/languages";
import { useT } from "../../../i18n/useT";
import RichTextView from "../../../ui/RichTextView";

/**
 * An event's texts as the public page shows them in a language (English where that language has no version):
 * rendered by the same parser (contract/richTextParse.ts, through contentFromInput) and the same RichTextView.
 */
export default function EventPreview({ content, language }: { content: EventContent; language: ContentLanguage }) {
  const t = useT();
  const labelId = useId();
  // The label is seen too (the editor shows one preview per language, one under the other), in the console's language;
  // the texts under it are in the preview's.
  return (
    <Box component="section" aria-labelledby={labelId}>
      <Typography id={labelId} variant="overline" component="p" color="text.secondary">
        {t("eventContent.previewIn", { language: LANGUAGE_NAMES[language] })}
      </Typography>
      <Box lang={language}>
        <Typography component="h3" variant="h6">
          {content.name}
        </Typography>
        <Typography color="text.secondary">{inLanguage(content.subject, language)}</Typography>
        <Typography>{inLanguage(content.summary, language)}</Typography>
        <RichTextView doc={inLanguage(content.description, language)} />
        {content.faq_intro && <RichTextView doc={inLanguage(content.faq_intro, language)} />}
        {content.faq.map((item, index) => (
          <Box key={index}>
            <Typography component="h4" variant="subtitle2">
              {inLanguage(item.question, language)}
            </Typography>
            <RichTextView doc={inLanguage(item.answer, language)} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
