import CloseIcon from "@mui/icons-material/Close";
import ErrorOutline from "@mui/icons-material/ErrorOutline";
import { IconButton } from "@mui/material";
import { closeSnackbar, SnackbarProvider } from "notistack";
import type { ReactNode } from "react";
import { TOAST_DURATION_MS } from "../lib/toast";

/** SPEC.md sections 8 and 9: bottom-center, one at a time, a close action; errors carry an exclamation icon. */
export default function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={1}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
      iconVariant={{ error: <ErrorOutline fontSize="small" sx={{ mr: 1 }} data-testid="toast-error-icon" /> }}
      action={(key) => (
        <IconButton size="small" color="inherit" aria-label="Close notification" onClick={() => closeSnackbar(key)}>
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    >
      {children}
    </SnackbarProvider>
  );
}
