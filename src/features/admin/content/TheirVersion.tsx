import { Alert, Box, Button, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** What `useTheirVersion` gives: the alert's words and its two ways on. */
export interface TheirVersionProps {
  /** Who published which version when, in words. */
  message: string;
  keepLabel: string;
  dropLabel: string;
  /** Keeps what was typed, to be published over theirs next. */
  onKeep: () => void;
  /** Drops what was typed and starts again from theirs. */
  onDrop: () => void;
}

interface Props extends TheirVersionProps {
  /** Their version, as the preview shows it. */
  children: ReactNode;
}

/**
 * Another organiser's version, published while this one was editing (the server refused the publish): shown beside
 * what was typed, which stays, with the two ways on (the festival's details and events' texts alike).
 */
export default function TheirVersion({ message, children, keepLabel, dropLabel, onKeep, onDrop }: Props) {
  return (
    <Alert severity="warning" role="alert">
      <Typography>{message}</Typography>
      {children}
      <Box sx={{ display: "flex", gap: 1, mt: 1, flexWrap: "wrap" }}>
        <Button variant="outlined" onClick={onKeep}>
          {keepLabel}
        </Button>
        <Button onClick={onDrop}>{dropLabel}</Button>
      </Box>
    </Alert>
  );
}
