import { Paper, Table, TableContainer } from "@mui/material";
import type { ReactNode } from "react";

/** A table that scrolls inside its own box on a narrow screen (the page never does); focusable for keyboards. */
export default function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label}>
        {children}
      </Table>
    </TableContainer>
  );
}
