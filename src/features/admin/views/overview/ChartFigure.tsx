import { Box, Button, TableCell, TableRow, Typography } from "@mui/material";
import { type ReactNode, useId, useState } from "react";
import type { StatsChart } from "../../../../../contract/adminStats";
import { useT } from "../../../../i18n/useT";
import { useExportCsvMutation } from "../../adminApi";
import type { StatsArg } from "../../statsApi";
import ListTable, { RowHead } from "../ListTable";

/** A chart's figures as a table: the first column names each row, the others are numbers. */
export interface FigureTable {
  head: readonly string[];
  rows: ReadonlyArray<readonly [string, ...number[]]>;
}

interface Props {
  /** What the chart shows, as its heading ("Sign-ups per day"). */
  title: string;
  /** A sentence for readers who cannot see the chart (the totals it draws); the table has every figure. */
  summary: string;
  /** Said instead of the chart when there is nothing to draw ("No sign-ups in this period."). */
  empty: string | null;
  table: FigureTable;
  /** The chart's figures as CSV from `admin/stats/export/`, for the period and event the charts show. */
  csv: { chart: StatsChart; query: StatsArg };
  /** Lines under the title that are not in the chart (the mail backlog). */
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * One chart of the overview: its title, the chart (an image named by its title and summary; its figures are in the
 * table), a switch to the same figures as a table, one keypress away, and the same figures as a CSV file (written by
 * the server's one CSV writer; a refusal is told by the app's listener for failed calls).
 */
export default function ChartFigure({ title, summary, empty, table, csv, extra, children }: Props) {
  const t = useT();
  const [showTable, setShowTable] = useState(false);
  const [exportCsv, { isLoading: exporting }] = useExportCsvMutation();
  const { period, event } = csv.query;
  const headingId = useId();
  const tableId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 2, minWidth: 0 }}
    >
      <Typography id={headingId} component="h3" variant="h6">
        {title}
      </Typography>
      {extra}
      {empty !== null ? (
        <Typography sx={{ my: 2 }}>{empty}</Typography>
      ) : (
        <>
          <Box role="img" aria-label={t("console.chart.image", { title, summary })} sx={{ width: "100%", height: 260 }}>
            {children}
          </Box>
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
            <Button
              size="small"
              aria-expanded={showTable}
              aria-controls={tableId}
              onClick={() => setShowTable((shown) => !shown)}
            >
              {showTable ? t("console.chart.hideTable") : t("console.chart.showTable")}
            </Button>
            <Button
              size="small"
              disabled={exporting}
              onClick={() =>
                void exportCsv({
                  path: "admin/stats/export/",
                  query: { chart: csv.chart, period, ...(event ? { event } : {}) },
                  fileName: `codefest-20-${csv.chart.replace("_", "-")}-${period}${event ? `-${event}` : ""}.csv`,
                })
              }
            >
              {exporting ? t("console.chart.downloading") : t("console.chart.download")}
            </Button>
          </Box>
          <Box id={tableId} hidden={!showTable} sx={{ mt: 1 }}>
            {showTable && (
              <ListTable
                label={t("console.chart.tableName", { title })}
                head={table.head.map((label, index) => (index === 0 ? label : { label, align: "right" as const }))}
                rows={table.rows}
                row={([name, ...values]) => (
                  <TableRow key={name}>
                    <RowHead>{name}</RowHead>
                    {values.map((value, index) => (
                      <TableCell key={index} align="right">
                        {t("console.number", { value })}
                      </TableCell>
                    ))}
                  </TableRow>
                )}
              />
            )}
          </Box>
        </>
      )}
    </Box>
  );
}
