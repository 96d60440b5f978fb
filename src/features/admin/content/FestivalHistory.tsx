import { Button, TableCell, TableRow } from "@mui/material";
import type { VersionRow } from "../../../../contract/eventContent";
import { utcDateTime } from "../../../i18n/dates";
import { useLanguage } from "../../../i18n/LanguageContext";
import { useT } from "../../../i18n/useT";
import ConfirmDialog from "../ConfirmDialog";
import ListTable, { RowHead } from "../views/ListTable";
import QueryState from "../views/QueryState";
import { usePending } from "../views/usePending";
import { useFestivalVersionsQuery, useRestoreFestivalVersionMutation } from "./festivalContentApi";

/** Every published version of the festival's details, who published it and when; an earlier one restored in one step. */
export default function FestivalHistory({ current }: { current: number }) {
  const t = useT();
  const language = useLanguage();
  const query = useFestivalVersionsQuery();
  const [restore] = useRestoreFestivalVersionMutation();
  const { pending, ask, dialog } = usePending<VersionRow>({
    run: (row) => restore({ version: row.version, base: current }),
    refused: t("festivalDetails.notRestored"),
    done: (row) => t("festivalDetails.restored", { version: row.version }),
  });
  return (
    <>
      <QueryState what={t("festivalDetails.history")} query={query} holdScreen={false}>
        {(page) => (
          <ListTable
            label={t("festivalDetails.history")}
            head={[
              t("festivalDetails.historyVersion"),
              t("festivalDetails.historyWhen"),
              t("festivalDetails.historyBy"),
              t("festivalDetails.historyAction"),
            ]}
            rows={page.results}
            row={(row) => (
              <TableRow key={row.version}>
                <RowHead>
                  {row.restored_from === null
                    ? row.version
                    : t("festivalDetails.restores", { version: row.version, from: row.restored_from })}
                </RowHead>
                <TableCell>
                  <time dateTime={row.created_at}>{utcDateTime(language, row.created_at)}</time>
                </TableCell>
                <TableCell>{row.created_by?.email ?? t("festivalDetails.seed")}</TableCell>
                <TableCell>
                  {row.version === current ? (
                    t("festivalDetails.historyPublished")
                  ) : (
                    <Button size="small" variant="outlined" onClick={() => ask(row)}>
                      {t("festivalDetails.restore", { version: row.version })}
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
        title={t("festivalDetails.restoreTitle", { version: pending?.version ?? "" })}
        confirmLabel={t("festivalDetails.restore", { version: pending?.version ?? "" })}
      >
        {t("festivalDetails.restoreConfirm", { version: pending?.version ?? "" })}
      </ConfirmDialog>
    </>
  );
}
