import { Alert, Button, Typography, type SxProps, type Theme } from "@mui/material";

/** What a card needs of an RTK Query read to say how it is going. */
export interface Read {
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface Props {
  read: Read;
  /**
   * Said while the first answer is on its way, e.g. "Loading announcements…"; without it nothing is (the card shows a
   * placeholder of its own, laid out as its content).
   */
  loading?: string;
  /** Said when the read failed, e.g. "Your certificates could not be loaded.". */
  failed: string;
  /** The answer came, but not in the shape the card expects: told as a failure too. */
  malformed?: boolean;
  sx?: SxProps<Theme>;
}

/** A read still loading, or failed with a Retry (disabled while the retry runs); nothing once it has answered. */
export default function ReadStatus({ read, loading, failed, malformed = false, sx }: Props) {
  if (read.isLoading) return loading === undefined ? null : <Typography color="text.secondary">{loading}</Typography>;
  if (!read.isError && !malformed) return null;
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={() => void read.refetch()} disabled={read.isFetching}>
          Retry
        </Button>
      }
    >
      {failed}
    </Alert>
  );
}
