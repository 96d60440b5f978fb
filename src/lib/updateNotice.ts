import { showToast } from "./toast";

export const UPDATE_NOTICE_TEXT = "A new version is ready";
const UPDATE_NOTICE_MS = 15000;

/** Offers the new version without interrupting the form the user is filling in. */
export function offerReload(apply: () => void): void {
  showToast({
    message: UPDATE_NOTICE_TEXT,
    variant: "info",
    durationMs: UPDATE_NOTICE_MS,
    action: { label: "Reload", onClick: apply },
  });
}
