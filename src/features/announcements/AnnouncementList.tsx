import { Chip, List, ListItem, Typography } from "@mui/material";
import type { Announcement } from "../../../contract/announcements";
import { whenText } from "../../lib/schedule";
import AnnouncementBody from "./AnnouncementBody";

interface Props {
  announcements: Announcement[];
  /** Ids already read; those not in it are marked "New". Absent: nothing is marked. */
  read?: ReadonlySet<number>;
  /** The heading level of each title (the section's heading is one above). */
  titleLevel?: "h3" | "h4";
}

/** Announcements, newest first as the server sends them: title, when, body as plain text with clickable links. */
export default function AnnouncementList({ announcements, read, titleLevel = "h3" }: Props) {
  return (
    <List disablePadding>
      {announcements.map((item) => {
        const unread = read !== undefined && !read.has(item.id);
        return (
          <ListItem
            key={item.id}
            disableGutters
            divider
            sx={{ display: "block", py: 1.5 }}
            aria-label={unread ? `${item.title} (new)` : item.title}
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
              {item.title}
              {unread && <Chip label="New" size="small" color="primary" />}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              <time dateTime={item.published_at}>{whenText(item.published_at)}</time>
              {item.corrected_at && (
                <>
                  {" · corrected "}
                  <time dateTime={item.corrected_at}>{whenText(item.corrected_at)}</time>
                </>
              )}
            </Typography>
            <Typography variant="body1" component="p" sx={{ m: 0 }}>
              <AnnouncementBody text={item.body} />
            </Typography>
          </ListItem>
        );
      })}
    </List>
  );
}
