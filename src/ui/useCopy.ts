import { useT } from "../i18n/useT";
import { copyText } from "../lib/copyText";
import { showErrorToast, showSuccessToast } from "../lib/toast";

/** Copies `text` to the clipboard and says whether it worked, naming `what` was copied ("referral link"). */
export function useCopy(text: string, what: string): () => Promise<void> {
  const t = useT();
  return async () => {
    if (await copyText(text)) showSuccessToast(t("ui.copied", { what }));
    else showErrorToast(t("ui.copyFailed", { what }));
  };
}
