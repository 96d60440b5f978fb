import { Alert, Button } from "@mui/material";
import type { SerializedError } from "@reduxjs/toolkit";
import { apiErrorMessage, isNetworkFailure } from "../api/apiErrors";
import type { ApiError } from "../api/baseQuery";

interface Props {
  what: string;
  error: ApiError | SerializedError | undefined;
  /** True when older data is still on screen. */
  stale: boolean;
  retrying: boolean;
  onRetry: () => void;
}

/** A failed read, told where the data should be, with a retry; older data stays visible when there is some. */
export default function LoadProblem({ what, error, stale, retrying, onRetry }: Props) {
  const offline = isNetworkFailure(error);
  const reason = offline
    ? "We could not reach the server. Check your connection."
    : `The server answered: ${apiErrorMessage(error) ?? "something went wrong"}.`;
  return (
    <Alert
      severity={stale ? "warning" : "error"}
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          {retrying ? "Retrying…" : "Retry"}
        </Button>
      }
    >
      {stale ? `Showing the last ${what} we loaded. ` : `Your ${what} could not be loaded. `}
      {reason}
    </Alert>
  );
}
