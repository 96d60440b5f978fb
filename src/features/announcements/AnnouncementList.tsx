import { Typography } from "@mui/material";
import { type Announcement, announcementIn } from "../../../contract/announcements";
import { useLanguage } from "../../i18n/LanguageContext";
import { useT } from "../../i18n/useT";
import { whenText } from "../../lib/schedule";
import { CardList, CardListItem } from "../../ui/CardList";
import LabelChip from "../../ui/LabelChip";
import AnnouncementBody from "./AnnouncementBody";

interface Props {
  announcements: Announcement[];
  /** Ids already read; those not in it are marked "New". Absent: nothing is marked. */
  read?: ReadonlySet<number>;
  /** The heading level of each title (the section's heading is one above). */
  titleLevel?: "h3" | "h4";
}

/**
 * Announcements, newest first as the server sends them: title, when, body as plain text with clickable links; each in
 * the reader's language when the organisers wrote that version, else in English (marked with its `lang`).
 */
export default function AnnouncementList({ announcements, read, titleLevel = "h3" }: Props) {
  const t = useT();
  const language = useLanguage();
  // English as before: the browser's own way of writing a moment; another language writes it its way.
  const when = (iso: string) => whenText(iso, { locale: language === "en" ? undefined : language });
  return (
    <CardList>
      {announcements.map((item) => {
        const unread = read !== undefined && !read.has(item.id);
        const version = announcementIn(item, language);
        const lang = version.language === language ? undefined : version.language;
        return (
          <CardListItem
            key={item.id}
            divider
            sx={{ display: "block", py: 1.5 }}
            label={unread ? t("dashboard.announcements.itemNew", { title: version.title }) : version.title}
          >
            <Typography
              component={titleLevel}
              sx={{
                fontSize: "1rem",
                fontWeight: 600,
                display: "flex",
                gap: 1,
                alignItems: "center",
                flexWrap: "wrap",
              }}
            >
              <span lang={lang}>{version.title}</span>
              {unread && <LabelChip label={t("dashboard.announcements.new")} color="primary" />}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              <time dateTime={item.published_at}>{when(item.published_at)}</time>
              {item.corrected_at && (
                <>
                  {t("dashboard.announcements.corrected")}
                  <time dateTime={item.corrected_at}>{when(item.corrected_at)}</time>
                </>
              )}
            </Typography>
            <Typography variant="body1" component="p" lang={lang} sx={{ m: 0 }}>
              <AnnouncementBody text={version.body} />
            </Typography>
          </CardListItem>
        );
      })}
    </CardList>
  );
}
