import { Alert, Button } from "@mui/material";
import type { SerializedError } from "@reduxjs/toolkit";
import { apiErrorMessage } from "../api/apiErrors";
import type { ApiError } from "../api/baseQuery";

interface Props {
  what: string;
  error: ApiError | SerializedError | undefined;
  onRetry: () => void;
}

/** A list that could not be loaded (or came back malformed): what and why, with a retry. */
export default function LoadError({ what, error, onRetry }: Props) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      The {what} could not be loaded. {apiErrorMessage(error) ?? "Something went wrong."}
    </Alert>
  );
}
