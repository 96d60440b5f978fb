import { useCallback, useRef, useState } from "react";
import { useT } from "../../i18n/useT";
import { showErrorToast } from "../../lib/toast";
import { providerErrorMessage } from "./providerErrors";

export type RunAction = (action: () => Promise<void>) => Promise<void>;

/**
 * Runs one provider action at a time: while it runs `busy` disables the forms (no double submit),
 * and whatever it throws becomes a readable toast, in the language shown.
 */
export function useBusyAction(): { busy: boolean; run: RunAction } {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback<RunAction>(
    async (action) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      try {
        await action();
      } catch (error) {
        showErrorToast(providerErrorMessage(error, t));
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [t],
  );
  return { busy, run };
}
