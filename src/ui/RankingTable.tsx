import {
  Alert,
  Button,
  CircularProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import type { ReactNode } from "react";
import { useT } from "../i18n/useT";

export interface Column<Row> {
  header: string;
  numeric?: boolean;
  /** This column names the row (read out by screen readers with every cell of it). */
  rowHeader?: boolean;
  /** Hidden below the sm breakpoint, where space is short. */
  wideOnly?: boolean;
  cell: (row: Row, index: number) => ReactNode;
}

interface Props<Row> {
  caption: string;
  columns: Column<Row>[];
  rowKey: (row: Row, index: number) => string;
  /** The query's answer; anything but a list counts as an unreadable answer. */
  data: unknown;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  onRetry: () => void;
  emptyText: string;
  errorText: string;
}

const hideWhenNarrow = (column: { wideOnly?: boolean }) =>
  column.wideOnly ? { display: { xs: "none", sm: "table-cell" } } : {};

/** A public ranking from the API, in its four states: loading, error (with a retry), empty and filled. */
export default function RankingTable<Row>(props: Props<Row>) {
  const { caption, columns, rowKey, data, isLoading, isFetching, isError, onRetry } = props;
  const t = useT();
  const rows = Array.isArray(data) ? (data as Row[]) : null;
  const failed = !isLoading && (isError || rows === null);

  let body: ReactNode;
  if (isLoading) {
    body = (
      <Stack role="status" direction="row" spacing={1.5} alignItems="center">
        <CircularProgress size={20} aria-hidden />
        <span>{t("ui.table.loading")}</span>
      </Stack>
    );
  } else if (failed) {
    body = (
      <Alert
        severity="error"
        variant="outlined"
        action={
          <Button color="inherit" size="small" onClick={onRetry} disabled={isFetching}>
            {isFetching ? t("ui.retrying") : t("ui.tryAgain")}
          </Button>
        }
      >
        {props.errorText}
      </Alert>
    );
  } else if (rows && rows.length === 0) {
    body = <div role="status">{props.emptyText}</div>;
  }

  return (
    // Focusable, so keyboard users can scroll it sideways on a narrow screen.
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={caption}>
      <Table size="small" aria-busy={isLoading} sx={{ "& td, & th": { px: { xs: 1, sm: 2 } } }}>
        <caption style={{ captionSide: "top" }}>
          <Typography component="span" sx={{ fontWeight: 700, color: "text.primary" }}>
            {caption}
          </Typography>
        </caption>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.header}
                scope="col"
                align={column.numeric ? "right" : "left"}
                sx={{ fontWeight: 700, ...hideWhenNarrow(column) }}
              >
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {body !== undefined ? (
            <TableRow>
              <TableCell colSpan={columns.length} sx={{ py: 3 }}>
                {body}
              </TableCell>
            </TableRow>
          ) : (
            rows?.map((row, index) => (
              <TableRow key={rowKey(row, index)}>
                {columns.map((column) => (
                  <TableCell
                    key={column.header}
                    component={column.rowHeader ? "th" : "td"}
                    scope={column.rowHeader ? "row" : undefined}
                    align={column.numeric ? "right" : "left"}
                    sx={hideWhenNarrow(column)}
                  >
                    {column.cell(row, index)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
