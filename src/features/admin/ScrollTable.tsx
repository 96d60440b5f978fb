import { Paper, Table, TableContainer } from "@mui/material";
import type { ReactNode } from "react";

/**
 * A table that scrolls inside its own box on a narrow screen (the page never does); focusable for keyboards, so it
 * shows where the focus is. Column names stay on one line: a two-line "CA id" reads as two columns.
 */
export default function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={(theme) => ({
        "&:focus-visible": { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: "2px" },
        "& thead th": { whiteSpace: "nowrap" },
      })}
    >
      <Table size="small" aria-label={label}>
        {children}
      </Table>
    </TableContainer>
  );
}
