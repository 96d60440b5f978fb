import { Button, TableCell, TableRow } from "@mui/material";
import type { AdminEvent } from "../../../../contract/admin";
import type { VersionRow } from "../../../../contract/eventContent";
import { utcDateTime } from "../../../i18n/dates";
import { useLanguage } from "../../../i18n/LanguageContext";
import { useT } from "../../../i18n/useT";
import ConfirmDialog from "../ConfirmDialog";
import ListTable, { RowHead } from "../views/ListTable";
import QueryState from "../views/QueryState";
import { usePending } from "../views/usePending";
import { useEventVersionsQuery, useRestoreEventVersionMutation } from "./contentApi";

/** Every published version of an event's texts, who published it and when; an earlier one restored in one step. */
export default function ContentHistory({ event, current }: { event: AdminEvent; current: number | null }) {
  const t = useT();
  const language = useLanguage();
  const query = useEventVersionsQuery(event.id);
  const [restore] = useRestoreEventVersionMutation();
  const { pending, ask, dialog } = usePending<VersionRow>({
    run: (row) => restore({ id: event.id, version: row.version, base: current }),
    refused: t("eventContent.notRestored"),
    done: (row) => t("eventContent.restored", { version: row.version, name: event.name }),
  });
  return (
    <>
      <QueryState what={t("eventContent.versions")} query={query} holdScreen={false}>
        {(page) => (
          <ListTable
            label={t("eventContent.history", { name: event.name })}
            head={[
              t("eventContent.historyVersion"),
              t("eventContent.historyWhen"),
              t("eventContent.historyBy"),
              t("eventContent.historyAction"),
            ]}
            rows={page.results}
            row={(row) => (
              <TableRow key={row.version}>
                <RowHead>
                  {row.restored_from === null
                    ? row.version
                    : t("eventContent.restores", { version: row.version, from: row.restored_from })}
                </RowHead>
                <TableCell>
                  <time dateTime={row.created_at}>{utcDateTime(language, row.created_at)}</time>
                </TableCell>
                <TableCell>{row.created_by?.email ?? t("eventContent.seed")}</TableCell>
                <TableCell>
                  {row.version === current ? (
                    t("eventContent.historyPublished")
                  ) : (
                    <Button size="small" variant="outlined" onClick={() => ask(row)}>
                      {t("eventContent.restore", { version: row.version })}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            )}
          />
        )}
      </QueryState>
      <ConfirmDialog
        {...dialog}
        title={t("eventContent.restoreTitle", { version: pending?.version ?? "" })}
        confirmLabel={t("eventContent.restoreLabel")}
      >
        {t("eventContent.restoreConfirm", { version: pending?.version ?? "", name: event.name })}
      </ConfirmDialog>
    </>
  );
}
