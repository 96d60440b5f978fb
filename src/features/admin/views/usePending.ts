import type { SerializedError } from "@reduxjs/toolkit";
import { useState } from "react";
import { apiErrorMessage } from "../../../api/apiErrors";
import type { ApiError } from "../../../api/baseQuery";
import { showErrorToast, showSuccessToast } from "../../../lib/toast";

/** What a mutation's promise settles with. */
type Outcome = { error: ApiError | SerializedError } | { data?: unknown; error?: undefined };

/**
 * A change asked for in a confirmation dialog: the item it is about (null while the dialog is closed), the dialog's
 * `open` and `onClose`, and `settle`, which says how the change ended in a toast (a refusal with the server's reason)
 * and closes the dialog.
 */
export function usePending<T>() {
  const [pending, setPending] = useState<T | null>(null);
  const settle = (result: Outcome, refused: string, done: string) => {
    if (result.error) showErrorToast(`${refused}: ${apiErrorMessage(result.error)}`);
    else showSuccessToast(done);
    setPending(null);
  };
  return { pending, ask: setPending, settle, dialog: { open: pending !== null, onClose: () => setPending(null) } };
}
