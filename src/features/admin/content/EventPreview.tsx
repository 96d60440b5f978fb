import { Box, Typography } from "@mui/material";
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
  return (
    <Box
      component="section"
      aria-label={t("eventContent.previewIn", { language: LANGUAGE_NAMES[language] })}
      lang={language}
    >
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
  );
}
