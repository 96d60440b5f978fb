import { Alert, Typography } from "@mui/material";
import { useState } from "react";
import { useT } from "../../../i18n/useT";
import { useAdminAnnouncementsQuery, useMailStatusQuery } from "../adminAnnouncementsApi";
import { useAdminSummaryQuery } from "../adminApi";
import HeldScreen from "../HeldScreen";
import { eventNameIn } from "./announcementDraft";
import AnnouncementForm from "./AnnouncementForm";
import MailState from "./MailState";
import PublishedAnnouncements from "./PublishedAnnouncements";

/** The console's announcements: the mail queue's state, the compose form and the announcements published so far. */
export default function AnnouncementsView() {
  const t = useT();
  const [page, setPage] = useState(1);
  const list = useAdminAnnouncementsQuery(page);
  const mail = useMailStatusQuery(undefined, { pollingInterval: 30_000 });
  const summary = useAdminSummaryQuery();

  if (list.error && "httpStatus" in list.error && list.error.httpStatus === 404) {
    return <Alert severity="info">{t("console.announcements.noServer")}</Alert>;
  }
  // The mail queue's state goes above the form: the view shows once it is in (or refused), not pushed down by it.
  if (mail.isLoading) return <HeldScreen label={t("console.loadingView")} />;
  const events = summary.data?.events ?? [];
  const eventName = eventNameIn(events, t("console.announcements.everyone"));
  return (
    <>
      {mail.data && <MailState status={mail.data} />}
      <AnnouncementForm events={events} eventName={eventName} mail={mail.data} />
      <Typography component="h2" variant="h6" gutterBottom>
        {t("console.announcements.publishedHeading")}
      </Typography>
      <PublishedAnnouncements query={list} page={page} onPage={setPage} eventName={eventName} />
    </>
  );
}
