import { Alert, Box, Button, Paper, Typography } from "@mui/material";
import AnnouncementList from "./AnnouncementList";
import { useAnnouncementsQuery } from "./announcementsApi";
import { isNotFound } from "./notFound";
import { useReadAnnouncements } from "./readState";

/**
 * The dashboard's announcements from the organisers, newest first, those not yet read in this browser marked "New".
 * A 404 means a server without announcements (the original 2020 backend): no section then.
 */
export default function AnnouncementsSection() {
  const { data, isLoading, isError, isFetching, refetch, error } = useAnnouncementsQuery(undefined, {
    refetchOnFocus: true,
  });
  const [read, markRead] = useReadAnnouncements();
  if (isNotFound(error)) return null;
  const announcements = data ?? [];
  const unread = announcements.filter((item) => !read.has(item.id));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="announcements-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center", justifyContent: "space-between" }}>
        <Typography id="announcements-heading" variant="h2" sx={{ fontSize: "1.25rem" }}>
          Announcements
          {unread.length > 0 && (
            <Typography component="span" sx={{ fontSize: "1rem", fontWeight: 400, ml: 1 }}>
              ({unread.length} new)
            </Typography>
          )}
        </Typography>
        {unread.length > 0 && (
          <Button size="small" onClick={() => markRead(unread.map((item) => item.id))}>
            Mark all as read
          </Button>
        )}
      </Box>
      {isLoading && <Typography color="text.secondary">Loading announcements…</Typography>}
      {isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
              Retry
            </Button>
          }
        >
          The announcements could not be loaded.
        </Alert>
      )}
      {!isLoading && !isError && announcements.length === 0 && (
        <Typography color="text.secondary">No announcements yet: news from the organisers appears here.</Typography>
      )}
      {announcements.length > 0 && <AnnouncementList announcements={announcements} read={read} />}
    </Paper>
  );
}
