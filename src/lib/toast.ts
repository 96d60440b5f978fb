import { enqueueSnackbar } from "notistack";

/** SPEC.md sections 8 and 9: default 3000 ms, errors 5000 ms. */
export const TOAST_DURATION_MS = 3000;
export const ERROR_TOAST_DURATION_MS = 5000;

export const errorToastText = (message?: string) => (message ? `Oops... ${message}` : "Something went wrong!");
export const successToastText = (message?: string) => (message ? `Yay! ${message}` : "Success!");

/** notistack binds enqueueSnackbar when its provider mounts; before that there is nowhere to show a toast. */
const canToast = () => typeof enqueueSnackbar === "function";

export function showErrorToast(message?: string): void {
  if (!canToast()) return;
  enqueueSnackbar(errorToastText(message), { variant: "error", autoHideDuration: ERROR_TOAST_DURATION_MS });
}

export function showSuccessToast(message?: string): void {
  if (!canToast()) return;
  enqueueSnackbar(successToastText(message), { variant: "success", autoHideDuration: TOAST_DURATION_MS });
}
