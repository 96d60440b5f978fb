import { Button, Typography } from "@mui/material";
import FeatureSection from "../../ui/FeatureSection";
import AnnouncementList from "./AnnouncementList";
import { useAnnouncementsQuery } from "./announcementsApi";
import { useReadAnnouncements } from "./readState";

/**
 * The dashboard's announcements from the organisers, newest first, those not yet read in this browser marked "New".
 * A 404 means a server without announcements (the original 2020 backend): no section then.
 */
export default function AnnouncementsSection() {
  const query = useAnnouncementsQuery(undefined, { refetchOnFocus: true });
  const { data, isLoading, isError } = query;
  const [read, markRead] = useReadAnnouncements();
  const announcements = data ?? [];
  const unread = announcements.filter((item) => !read.has(item.id));
  return (
    <FeatureSection
      headingId="announcements-heading"
      title={
        <>
          Announcements
          {unread.length > 0 && (
            <Typography component="span" sx={{ fontSize: "1rem", fontWeight: 400, ml: 1 }}>
              ({unread.length} new)
            </Typography>
          )}
        </>
      }
      titleAction={
        unread.length > 0 && (
          <Button size="small" onClick={() => markRead(unread.map((item) => item.id))}>
            Mark all as read
          </Button>
        )
      }
      read={query}
      loading="Loading announcements…"
      failed="The announcements could not be loaded."
    >
      {!isLoading && !isError && announcements.length === 0 && (
        <Typography color="text.secondary">No announcements yet: news from the organisers appears here.</Typography>
      )}
      {announcements.length > 0 && <AnnouncementList announcements={announcements} read={read} />}
    </FeatureSection>
  );
}
