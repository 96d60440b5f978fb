import { Box, Button, TableCell, TableRow, Typography } from "@mui/material";
import { type ReactNode, useId, useState } from "react";
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
  /** Lines under the title that are not in the chart (the mail backlog). */
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * One chart of the overview: its title, the chart (an image named by its title and summary; its figures are in the
 * table), and a switch to the same figures as a table, one keypress away.
 */
export default function ChartFigure({ title, summary, empty, table, extra, children }: Props) {
  const [showTable, setShowTable] = useState(false);
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
          <Box role="img" aria-label={`${title}. ${summary}`} sx={{ width: "100%", height: 260 }}>
            {children}
          </Box>
          <Button
            size="small"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((shown) => !shown)}
          >
            {showTable ? "Hide the figures" : "Show the figures as a table"}
          </Button>
          <Box id={tableId} hidden={!showTable} sx={{ mt: 1 }}>
            {showTable && (
              <ListTable
                label={`${title}, as a table`}
                head={table.head.map((label, index) => (index === 0 ? label : { label, align: "right" as const }))}
                rows={table.rows}
                row={([name, ...values]) => (
                  <TableRow key={name}>
                    <RowHead>{name}</RowHead>
                    {values.map((value, index) => (
                      <TableCell key={index} align="right">
                        {value}
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
