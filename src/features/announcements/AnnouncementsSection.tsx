import { Button, Typography } from "@mui/material";
import { memo } from "react";
import { isWithheld } from "../../api/optionalRead";
import { useT } from "../../i18n/useT";
import FeatureSection from "../../ui/FeatureSection";
import AnnouncementList from "./AnnouncementList";
import { useAnnouncementsQuery } from "./announcementsApi";
import { useReadAnnouncements } from "./readState";

/**
 * The dashboard's announcements from the organisers, newest first, those not yet read in this browser marked "New".
 * A server without announcements (the original 2020 backend, a 404) gets no section, and is not asked again.
 */
function AnnouncementsSection() {
  const t = useT();
  // News is asked for again when the tab regains focus, unless the server said it has none (a 404 is kept).
  const query = useAnnouncementsQuery(undefined, { refetchOnFocus: true });
  const { data, isLoading, isError } = query;
  const [read, markRead] = useReadAnnouncements();
  const announcements = data && !isWithheld(data) ? data : [];
  const unread = announcements.filter((item) => !read.has(item.id));
  return (
    <FeatureSection
      headingId="announcements-heading"
      title={
        <>
          {t("dashboard.announcements.title")}
          {unread.length > 0 && (
            <Typography component="span" sx={{ fontSize: "1rem", fontWeight: 400, ml: 1 }}>
              {t("dashboard.announcements.unreadCount", { count: unread.length })}
            </Typography>
          )}
        </>
      }
      titleAction={
        unread.length > 0 && (
          <Button size="small" onClick={() => markRead(unread.map((item) => item.id))}>
            {t("dashboard.announcements.markAllRead")}
          </Button>
        )
      }
      read={query}
      loading={t("dashboard.announcements.loading")}
      failed={t("dashboard.announcements.failed")}
    >
      {!isLoading && !isError && announcements.length === 0 && (
        <Typography color="text.secondary">{t("dashboard.announcements.none")}</Typography>
      )}
      {announcements.length > 0 && <AnnouncementList announcements={announcements} read={read} />}
    </FeatureSection>
  );
}

// Rendered again only when its own props or reads change, not each time one of the overview's reads answers.
export default memo(AnnouncementsSection);
