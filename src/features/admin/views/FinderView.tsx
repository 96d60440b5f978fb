import { Box, Button, MenuItem, Stack, TableCell, TableRow, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { isolate } from "../../../../contract/bidi";
import { FINDER_REASON_MAX, type AdminFinderReport } from "../../../../contract/finderAdmin";
import type { MessageKey } from "../../../i18n/catalogues";
import { dateLocale } from "../../../i18n/dateLocales";
import { useLanguage } from "../../../i18n/LanguageContext";
import type { Language } from "../../../i18n/languages";
import { useT } from "../../../i18n/useT";
import {
  useBanFromFinderMutation,
  useDismissFinderReportMutation,
  useFinderReportsQuery,
  useHideFinderListingMutation,
  useUnbanFromFinderMutation,
} from "../adminApi";
import ConfirmDialog from "../ConfirmDialog";
import { RowHead } from "./ListTable";
import ListToolbar from "./ListToolbar";
import PagedList from "./PagedList";
import { usePending } from "./usePending";

/** A report's time in UTC, as the audit log gives it; in English as "28 Nov 2026, 14:00". */
const whenIn = (language: Language) =>
  new Intl.DateTimeFormat(dateLocale(language), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  });

const OUTCOME_WORDS: Record<"hidden" | "banned" | "dismissed", MessageKey> = {
  hidden: "console.finder.outcome.hidden",
  banned: "console.finder.outcome.banned",
  dismissed: "console.finder.outcome.dismissed",
};
type Status = "open" | "closed" | "";

/** A person as the console names them: name and e-mail. */
const Person = ({ person }: { person: { name: string; email: string } }) => (
  <>
    <bdi>{person.name}</bdi> {`<${person.email}>`}
  </>
);

/**
 * The teammate finder's reports (docs/API.md "Teammate finder"), open ones first: what was reported, by whom, about
 * whom; hide the listing, block its author from the finder (or lift a block), or dismiss the report, each confirmed
 * and audited. What people wrote is shown as plain text.
 */
export default function FinderView() {
  const t = useT();
  const when = whenIn(useLanguage());
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<Status>("open");
  const query = useFinderReportsQuery({ status, page });
  const [reason, setReason] = useState("");
  const [hide] = useHideFinderListingMutation();
  const [ban] = useBanFromFinderMutation();
  const [unban] = useUnbanFromFinderMutation();
  const [dismiss] = useDismissFinderReportMutation();
  const settle = { onSettled: () => setReason("") };
  const hiding = usePending<AdminFinderReport>({
    run: (report) => hide({ listing: report.listing.id, reason: reason.trim() }),
    refused: t("console.finder.notHidden"),
    done: (report) => t("console.finder.hid", { name: isolate(report.listing.owner.name) }),
    ...settle,
  });
  const banning = usePending<AdminFinderReport>({
    run: (report) => ban({ user: report.about.id, reason: reason.trim() }),
    refused: t("console.finder.notBlocked"),
    done: (report) => t("console.finder.blocked", { name: isolate(report.about.name) }),
    ...settle,
  });
  const lifting = usePending<AdminFinderReport>({
    run: (report) => unban({ user: report.about.id }),
    refused: t("console.finder.notLifted"),
    done: (report) => t("console.finder.lifted", { name: isolate(report.about.name) }),
  });
  const dismissing = usePending<AdminFinderReport>({
    run: (report) => dismiss({ report: report.id }),
    refused: t("console.finder.notDismissed"),
    done: () => t("console.finder.dismissed"),
  });
  const reasonField = (
    <TextField
      label={t("console.finder.reason")}
      fullWidth
      multiline
      value={reason}
      onChange={(change) => setReason(change.target.value.slice(0, FINDER_REASON_MAX))}
      sx={{ mt: 1 }}
    />
  );

  return (
    <>
      <ListToolbar fetching={query.isFetching} what={t("console.finder.loadingWhat")}>
        <TextField
          select
          label={t("console.finder.reports")}
          value={status}
          onChange={(change) => {
            setStatus(change.target.value as Status);
            setPage(1);
          }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="open">{t("console.finder.open")}</MenuItem>
          <MenuItem value="closed">{t("console.finder.closed")}</MenuItem>
          <MenuItem value="">{t("console.all")}</MenuItem>
        </TextField>
      </ListToolbar>
      <PagedList
        label={t("console.finder.reports")}
        head={[
          t("console.finder.column.reported"),
          t("console.finder.column.about"),
          t("console.finder.column.what"),
          t("console.finder.column.by"),
          t("console.column.action"),
        ]}
        empty={status === "open" ? t("console.finder.noOpen") : t("console.finder.none")}
        pager={{ page, items: "reports", onPage: setPage }}
        query={query}
        errorOverRows
        row={(report) => (
          <TableRow key={report.id}>
            <RowHead>
              <time dateTime={report.created_at}>{when.format(new Date(report.created_at))}</time>
              <Typography variant="body2" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                <bdi>{report.reason}</bdi>
              </Typography>
            </RowHead>
            <TableCell sx={{ overflowWrap: "anywhere" }}>
              <Person person={report.about} />
              {report.about_banned && <Typography variant="body2">{t("console.finder.outcome.banned")}</Typography>}
            </TableCell>
            <TableCell sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", maxWidth: 360 }}>
              {report.request
                ? t("console.finder.request")
                : t(report.listing.hidden ? "console.finder.listingHidden" : "console.finder.listing", {
                    name: report.event,
                  })}{" "}
              <bdi>{report.request ? report.request.message : report.listing.note}</bdi>
            </TableCell>
            <TableCell sx={{ overflowWrap: "anywhere" }}>
              <Person person={report.reporter} />
            </TableCell>
            <TableCell>
              {report.status === "closed" ? (
                report.outcome && t(OUTCOME_WORDS[report.outcome])
              ) : (
                <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
                  {!report.request && !report.listing.hidden && (
                    <Button size="small" color="error" onClick={() => hiding.ask(report)}>
                      {t("console.finder.hideButton", { name: report.listing.owner.name })}
                    </Button>
                  )}
                  {!report.about_banned && (
                    <Button size="small" color="error" onClick={() => banning.ask(report)}>
                      {t("console.finder.blockButton", { name: report.about.name })}
                    </Button>
                  )}
                  <Button size="small" onClick={() => dismissing.ask(report)}>
                    {t("console.finder.dismissButton", { id: report.id })}
                  </Button>
                </Stack>
              )}
              {report.about_banned && (
                <Box sx={{ mt: 1 }}>
                  <Button size="small" onClick={() => lifting.ask(report)}>
                    {t("console.finder.liftButton", { name: report.about.name })}
                  </Button>
                </Box>
              )}
            </TableCell>
          </TableRow>
        )}
      />
      <ConfirmDialog
        {...hiding.dialog}
        title={t("console.finder.hideTitle", { name: isolate(hiding.pending?.listing.owner.name ?? "") })}
        confirmLabel={t("console.finder.hide")}
      >
        <Typography>{t("console.finder.hideText")}</Typography>
        {reasonField}
      </ConfirmDialog>
      <ConfirmDialog
        {...banning.dialog}
        title={t("console.finder.blockTitle", { name: isolate(banning.pending?.about.name ?? "") })}
        confirmLabel={t("console.finder.block")}
      >
        <Typography>{t("console.finder.blockText")}</Typography>
        {reasonField}
      </ConfirmDialog>
      <ConfirmDialog
        {...lifting.dialog}
        title={t("console.finder.liftTitle", { name: isolate(lifting.pending?.about.name ?? "") })}
        confirmLabel={t("console.finder.lift")}
      >
        {t("console.finder.liftText")}
      </ConfirmDialog>
      <ConfirmDialog
        {...dismissing.dialog}
        title={t("console.finder.dismissTitle")}
        confirmLabel={t("console.finder.dismiss")}
      >
        {t("console.finder.dismissText")}
      </ConfirmDialog>
    </>
  );
}
