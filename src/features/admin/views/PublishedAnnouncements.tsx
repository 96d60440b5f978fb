import { Box, Button, TableCell, TableRow } from "@mui/material";
import { useState } from "react";
import type { AdminAnnouncement, AnnouncementPatch } from "../../../../contract/announcements";
import type { Page } from "../../../../contract/paging";
import { useLanguage } from "../../../i18n/LanguageContext";
import { type Translate, useT } from "../../../i18n/useT";
import { whenText } from "../../../lib/schedule";
import { useCorrectAnnouncementMutation, useWithdrawAnnouncementMutation } from "../adminAnnouncementsApi";
import { hindiTranslations, noHindi, type EventName } from "./announcementDraft";
import { channelName } from "./channelWords";
import CorrectAnnouncementDialog, { type Correction } from "./CorrectAnnouncementDialog";
import { RowHead } from "./ListTable";
import PagedList from "./PagedList";
import type { Query } from "./QueryState";
import { usePending } from "./usePending";
import WithdrawAnnouncementDialog from "./WithdrawAnnouncementDialog";

/** The chat post of an announcement with the webhook channel: posted, waiting (with why it is retried) or refused. */
function webhookText(t: Translate, { status, error }: NonNullable<AdminAnnouncement["webhook"]>): string {
  if (status === "sent") return t("console.webhook.posted");
  if (status === "failed") return t("console.webhook.failed", { error: error ?? t("console.webhook.noReason") });
  return error ? t("console.webhook.retrying", { error }) : t("console.webhook.queued");
}

/**
 * The correction's Hindi version as the PATCH says it: the version typed, null to remove the one published when both
 * fields were emptied, nothing when there was none and still is none.
 */
function hindiPatch(item: AdminAnnouncement, text: Correction): Pick<AnnouncementPatch, "translations"> {
  if (!noHindi(text)) return { translations: hindiTranslations(text) };
  return item.translations?.hi ? { translations: { hi: null } } : {};
}

interface Props {
  query: Query<Page<AdminAnnouncement>>;
  page: number;
  onPage: (page: number) => void;
  eventName: EventName;
}

/** The announcements published so far, 50 a page, with their delivery; each can be corrected or withdrawn. */
export default function PublishedAnnouncements({ query, page, onPage, eventName }: Props) {
  const t = useT();
  const locale = useLanguage();
  const [correct] = useCorrectAnnouncementMutation();
  const [withdraw] = useWithdrawAnnouncementMutation();
  const [text, setText] = useState<Correction>({ title: "", body: "", hindiTitle: "", hindiBody: "" });
  const correction = usePending<AdminAnnouncement>({
    run: (item) => correct({ id: item.id, title: text.title.trim(), body: text.body, ...hindiPatch(item, text) }),
    refused: t("console.correct.refused"),
    done: () => t("console.correct.done", { title: text.title.trim() }),
    keepOpenOnRefusal: true,
  });
  const withdrawal = usePending<AdminAnnouncement>({
    run: (item) => withdraw(item.id),
    refused: t("console.withdraw.refused"),
    done: (item) => t("console.withdraw.done", { title: item.title }),
  });
  const startCorrection = (item: AdminAnnouncement) => {
    const hindi = item.translations?.hi;
    setText({ title: item.title, body: item.body, hindiTitle: hindi?.title ?? "", hindiBody: hindi?.body ?? "" });
    correction.ask(item);
  };

  return (
    <>
      <PagedList
        label={t("console.view.announcements")}
        head={[
          t("console.announcements.column.title"),
          t("console.announcements.column.to"),
          t("console.announcements.column.channels"),
          t("console.announcements.column.published"),
          { label: t("console.announcements.column.recipients"), align: "right" },
          t("console.announcements.column.delivery"),
          t("console.column.action"),
        ]}
        empty={t("console.announcements.none")}
        pager={{ page, items: "announcements", onPage }}
        query={query}
        spinner
        row={(item) => (
          <TableRow key={item.id}>
            <RowHead>
              <bdi>{item.title}</bdi>
              {item.corrected_at && ` ${t("console.announcements.corrected")}`}
            </RowHead>
            <TableCell>
              {item.only_incomplete_teams
                ? t("console.announcements.toFreePlace", { to: eventName(item.event) })
                : eventName(item.event)}
            </TableCell>
            <TableCell>{item.channels.map((channel) => channelName(t, channel)).join(", ")}</TableCell>
            <TableCell>{whenText(item.published_at, { locale })}</TableCell>
            <TableCell align="right">{t("console.number", { value: item.recipients })}</TableCell>
            <TableCell>
              {t("console.announcements.delivery", item.delivery)}
              {item.webhook && (
                <Box component="span" sx={{ display: "block" }}>
                  {webhookText(t, item.webhook)}
                </Box>
              )}
            </TableCell>
            <TableCell>
              {item.withdrawn_at ? (
                t("console.announcements.withdrawnAt", { when: whenText(item.withdrawn_at, { locale }) })
              ) : (
                <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
                  <Button
                    size="small"
                    aria-label={t("console.correct.buttonFor", { title: item.title })}
                    onClick={() => startCorrection(item)}
                  >
                    {t("console.correct.button")}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    aria-label={t("console.withdraw.buttonFor", { title: item.title })}
                    onClick={() => withdrawal.ask(item)}
                  >
                    {t("console.withdraw.button")}
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
