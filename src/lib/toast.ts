import type { MessageDescriptor } from "../i18n/translate";

/** docs/SPEC.md sections 8 and 9: default 3000 ms, errors 5000 ms. */
export const TOAST_DURATION_MS = 3000;
export const ERROR_TOAST_DURATION_MS = 5000;

/**
 * "Oops... <message>" or "Something went wrong!" in English (docs/SPEC.md), the toasts' messages in every language;
 * with the server's id of the failed request after the text when there is one.
 */
function errorToastMessage(message?: string, requestId?: string): MessageDescriptor {
  const id = requestId ? ` (request id ${requestId})` : "";
  if (message) return { key: "toast.error", values: { message: `${message}${id}` } };
  return requestId
    ? { key: "toast.errorWithoutMessageWithRequestId", values: { requestId } }
    : { key: "toast.errorWithoutMessage" };
}
/** "Yay! <message>" or "Success!". */
const successToastMessage = (message?: string): MessageDescriptor =>
  message ? { key: "toast.success", values: { message } } : { key: "toast.successWithoutMessage" };

export interface Toast {
  /** The text, or a message the toaster says in the language shown when it appears. */
  message: string | MessageDescriptor;
  variant: "success" | "error" | "info";
  durationMs: number;
  /** A button in place of the close action; pressing it also dismisses the toast. */
  action?: { label: string; onClick: () => void };
}

type Display = (toast: Toast) => void;

/** Toasts asked for before the toaster's code has arrived; a few at most (they show one at a time anyway). */
const MAX_WAITING = 5;
const waiting: Toast[] = [];
const waitingListeners = new Set<() => void>();
let display: Display | null = null;
/** Callers of `expectToast` waiting for the toaster to be on screen. */
const expecting: Array<() => void> = [];

/**
 * Shows a toast. The toaster (notistack) is not part of the first page's code: the first toast asks for it and waits
 * until it is on screen, so nothing said before then is lost.
 */
export function showToast(toast: Toast): void {
  if (display) {
    display(toast);
    return;
  }
  waiting.push(toast);
  if (waiting.length > MAX_WAITING) waiting.shift();
  waitingListeners.forEach((listener) => listener());
}

/**
 * An error toast; with the server's id of the failed request after its text ("... (request id 3f2c...)"), so a
 * participant's report names the request the server's logs name.
 */
export function showErrorToast(message?: string, requestId?: string): void {
  showToast({ message: errorToastMessage(message, requestId), variant: "error", durationMs: ERROR_TOAST_DURATION_MS });
}

export function showSuccessToast(message?: string): void {
  showToast({ message: successToastMessage(message), variant: "success", durationMs: TOAST_DURATION_MS });
}

/**
 * Says a toast is coming: an action that ends with one (a certificate's download) has started. The toaster's code then
 * loads and its host mounts while the action runs, not in the same task as the toast's first render. Resolves once the
 * toaster is on screen.
 */
export function expectToast(): Promise<void> {
  if (display) return Promise.resolve();
  const onScreen = new Promise<void>((resolve) => expecting.push(resolve));
  waitingListeners.forEach((listener) => listener());
  return onScreen;
}

/**
 * Calls `listener` whenever a toast waits for the toaster or is expected, at once when one already is. Returns the
 * unsubscribe.
 */
export function onToastWaiting(listener: () => void): () => void {
  waitingListeners.add(listener);
  if (waiting.length > 0 || expecting.length > 0) listener();
  return () => waitingListeners.delete(listener);
}

/** The toaster, once mounted, shows what waited and everything after. Returns the disconnect. */
export function connectToaster(show: Display): () => void {
  display = show;
  waiting.splice(0).forEach(show);
  expecting.splice(0).forEach((resolve) => resolve());
  return () => {
    if (display === show) display = null;
  };
}
