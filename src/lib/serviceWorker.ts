import type { Workbox } from "workbox-window";
import { dropEarlierApiCaches } from "./offlineCache";

type UpdateSource = Pick<Workbox, "addEventListener" | "messageSkipWaiting">;

export interface UpdateActions {
  reload: () => void;
  /** Whether reloading now could lose what the user is typing. */
  isEditing: () => boolean;
  /** Lets the user choose the moment: shows a notice whose action calls `apply`. */
  offerReload: (apply: () => void) => void;
}

const TEXT_FIELDS = "input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=submit]), textarea";

/** A focused form field, or a filled-in text field inside a form. */
export function isEditingForm(doc: Document = document): boolean {
  const active = doc.activeElement;
  if (active instanceof HTMLElement && (active.matches("input, textarea, select") || active.isContentEditable)) {
    return true;
  }
  return Array.from(doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(`form ${TEXT_FIELDS}`)).some(
    (field) => !field.readOnly && !field.disabled && field.value !== "",
  );
}

/**
 * A waiting new version is told to skip waiting, and the page reloads once when it takes control.
 * While the user is typing the page only offers the reload.
 */
export function handleUpdates(wb: UpdateSource, actions: UpdateActions): void {
  let requested = false;
  let reloaded = false;

  wb.addEventListener("controlling", () => {
    if (!requested || reloaded) return;
    reloaded = true;
    actions.reload();
  });

  const activate = () => {
    requested = true;
    wb.messageSkipWaiting();
  };

  wb.addEventListener("waiting", () => {
    if (actions.isEditing()) actions.offerReload(activate);
    else activate();
  });
}

/** Registers /sw.js; workbox-window is loaded only here, after the first render. */
export async function registerServiceWorker(offerReload: UpdateActions["offerReload"]): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  const { Workbox } = await import(/* webpackChunkName: "sw-register" */ "workbox-window");
  const wb = new Workbox("/sw.js");
  handleUpdates(wb, { reload: () => window.location.reload(), isEditing: () => isEditingForm(), offerReload });
  await wb.register();
  await dropEarlierApiCaches();
}
