import { Box, Button, TableCell, TableRow } from "@mui/material";
import { useState } from "react";
import type { AdminAnnouncement } from "../../../../contract/announcements";
import type { Page } from "../../../../contract/paging";
import { whenText } from "../../../lib/schedule";
import { useCorrectAnnouncementMutation, useWithdrawAnnouncementMutation } from "../adminAnnouncementsApi";
import type { EventName } from "./announcementDraft";
import CorrectAnnouncementDialog, { type Correction } from "./CorrectAnnouncementDialog";
import { RowHead } from "./ListTable";
import PagedList from "./PagedList";
import type { Query } from "./QueryState";
import { usePending } from "./usePending";
import WithdrawAnnouncementDialog from "./WithdrawAnnouncementDialog";

/** The chat post of an announcement with the webhook channel: posted, waiting (with why it is retried) or refused. */
function webhookText({ status, error }: NonNullable<AdminAnnouncement["webhook"]>): string {
  if (status === "sent") return "Webhook: posted";
  if (status === "failed") return `Webhook: failed (${error ?? "no reason given"})`;
  return error ? `Webhook: retrying (${error})` : "Webhook: queued";
}

interface Props {
  query: Query<Page<AdminAnnouncement>>;
  page: number;
  onPage: (page: number) => void;
  eventName: EventName;
}

/** The announcements published so far, 50 a page, with their delivery; each can be corrected or withdrawn. */
export default function PublishedAnnouncements({ query, page, onPage, eventName }: Props) {
  const [correct] = useCorrectAnnouncementMutation();
  const [withdraw] = useWithdrawAnnouncementMutation();
  const [text, setText] = useState<Correction>({ title: "", body: "" });
  const correction = usePending<AdminAnnouncement>({
    run: (item) => correct({ id: item.id, title: text.title.trim(), body: text.body }),
    refused: "Not corrected",
    done: () => `"${text.title.trim()}" is corrected on the feed; e-mails already sent stay as they were.`,
    keepOpenOnRefusal: true,
  });
  const withdrawal = usePending<AdminAnnouncement>({
    run: (item) => withdraw(item.id),
    refused: "Not withdrawn",
    done: (item) => `"${item.title}" is withdrawn.`,
  });
  const startCorrection = (item: AdminAnnouncement) => {
    setText({ title: item.title, body: item.body });
    correction.ask(item);
  };

  return (
    <>
      <PagedList
        label="Announcements"
        head={["Title", "To", "Channels", "Published", { label: "Recipients", align: "right" }, "Delivery", "Action"]}
        empty="No announcement yet."
        pager={{ page, one: "announcement", what: "announcements", onPage }}
        query={query}
        spinner
        row={(item) => (
          <TableRow key={item.id}>
            <RowHead>
              <bdi>{item.title}</bdi>
              {item.corrected_at && " (corrected)"}
            </RowHead>
            <TableCell>
              {eventName(item.event)}
              {item.only_incomplete_teams && ", teams with a free place only"}
            </TableCell>
            <TableCell>{item.channels.join(", ")}</TableCell>
            <TableCell>{whenText(item.published_at)}</TableCell>
            <TableCell align="right">{item.recipients}</TableCell>
            <TableCell>
              {`${item.delivery.sent} sent, ${item.delivery.queued} queued, ${item.delivery.failed} failed`}
              {item.webhook && (
                <Box component="span" sx={{ display: "block" }}>
                  {webhookText(item.webhook)}
                </Box>
              )}
            </TableCell>
            <TableCell>
              {item.withdrawn_at ? (
                `Withdrawn ${whenText(item.withdrawn_at)}`
              ) : (
                <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
                  <Button size="small" aria-label={`Correct ${item.title}`} onClick={() => startCorrection(item)}>
                    Correct
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    aria-label={`Withdraw ${item.title}`}
                    onClick={() => withdrawal.ask(item)}
                  >
                    Withdraw
                  </Button>
                </Box>
              )}
            </TableCell>
          </TableRow>
        )}
      />
      <CorrectAnnouncementDialog
        {...correction.dialog}
        published={correction.pending?.title ?? ""}
        text={text}
        onText={setText}
      />
      <WithdrawAnnouncementDialog {...withdrawal.dialog} title={withdrawal.pending?.title ?? ""} />
    </>
  );
}
