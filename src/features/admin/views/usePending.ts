import type { SerializedError } from "@reduxjs/toolkit";
import { useState } from "react";
import { apiErrorMessage } from "../../../api/apiErrors";
import type { ApiError } from "../../../api/baseQuery";
import { showErrorToast, showSuccessToast } from "../../../lib/toast";

/** What a mutation's promise settles with. */
type Outcome = { error: ApiError | SerializedError } | { data?: unknown; error?: undefined };

interface Change<T> {
  /** Sends the change for the item asked about. */
  run: (item: T) => Promise<Outcome>;
  /** The toast's words for a refusal, before the server's reason: "Not removed". */
  refused: string;
  /** The toast's sentence once done. */
  done: (item: T) => string;
  /** After the change ended, either way (a form in the dialog emptied). */
  onSettled?: () => void;
  /**
   * A refusal leaves the dialog open with what was typed in it (a correction's text), to be sent again or cancelled
   * (`onSettled` is not called then).
   */
  keepOpenOnRefusal?: boolean;
}

/**
 * A change asked for in a confirmation dialog: `ask(item)` opens it, `pending` is the item (null while closed), and
 * `dialog` (ConfirmDialog's open, busy, onConfirm, onClose) sends the change, tells how it ended in a toast (a refusal
 * with the server's reason) and closes (on a refusal, only without `keepOpenOnRefusal`).
 */
export function usePending<T>({ run, refused, done, onSettled, keepOpenOnRefusal = false }: Change<T>) {
  const [pending, setPending] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const onConfirm = async () => {
    if (pending === null) return;
    setBusy(true);
    const result = await run(pending);
    setBusy(false);
    if (result.error) {
      showErrorToast(`${refused}: ${apiErrorMessage(result.error)}`);
      if (keepOpenOnRefusal) return;
    } else showSuccessToast(done(pending));
    setPending(null);
    onSettled?.();
  };
  const dialog = { open: pending !== null, busy, onConfirm, onClose: () => setPending(null) };
  return { pending, ask: setPending, dialog };
}
