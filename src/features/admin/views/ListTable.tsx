import { TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import type { ComponentProps, ReactNode } from "react";
import Pager from "../Pager";
import ScrollTable from "../ScrollTable";

/** A column's heading: its words, or its words and an alignment (numbers read right-aligned). */
type Heading = string | { label: string; align: "right" };

interface Props<T> {
  /** The table's accessible name (and its scrolling region's). */
  label: string;
  head: readonly Heading[];
  rows: readonly T[];
  /** One row, a `<TableRow>` with its key. */
  row: (item: T, index: number) => ReactNode;
  /** The one-cell row shown when there are no rows; lists without it show an empty body. */
  empty?: ReactNode;
  /** Previous and next page under the table, for a server-paged list. */
  pager?: ComponentProps<typeof Pager>;
}

/** A console list's table: its headings, its rows or the empty row spanning them, and its pager. */
export default function ListTable<T>({ label, head, rows, row, empty, pager }: Props<T>) {
  return (
    <>
      <ScrollTable label={label}>
        <TableHead>
          <TableRow>
            {head.map((heading, index) =>
              typeof heading === "string" ? (
                <TableCell key={index}>{heading}</TableCell>
              ) : (
                <TableCell key={index} align={heading.align}>
                  {heading.label}
                </TableCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(row)}
          {empty !== undefined && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={Math.max(1, head.length)}>{empty}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </ScrollTable>
      {pager && <Pager {...pager} />}
    </>
  );
}

/** The cell that names its row (read out before the row's other cells). */
export function RowHead({ children }: { children: ReactNode }) {
  return (
    <TableCell component="th" scope="row">
      {children}
    </TableCell>
  );
}
