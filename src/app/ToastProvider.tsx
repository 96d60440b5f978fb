import CloseIcon from "@mui/icons-material/Close";
import ErrorOutline from "@mui/icons-material/ErrorOutline";
import { IconButton } from "@mui/material";
import { styled } from "@mui/material/styles";
import { closeSnackbar, MaterialDesignContent, SnackbarProvider } from "notistack";
import type { ReactNode } from "react";
import { TOAST_DURATION_MS } from "../lib/toast";

/** notistack's default greens and blues are too light for white text (WCAG AA needs 4.5:1). */
const ToastContent = styled(MaterialDesignContent)({
  "&.notistack-MuiContent-success": { backgroundColor: "#1e6b24" },
  "&.notistack-MuiContent-error": { backgroundColor: "#b3261e" },
  "&.notistack-MuiContent-info": { backgroundColor: "#1a56a8" },
  "&.notistack-MuiContent-warning": { backgroundColor: "#8a4b00" },
});

const TOAST_COMPONENTS = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  info: ToastContent,
  warning: ToastContent,
};

/** SPEC.md sections 8 and 9: bottom-center, one at a time, a close action; errors carry an exclamation icon. */
export default function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={1}
      Components={TOAST_COMPONENTS}
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
