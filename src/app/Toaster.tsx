import CloseIcon from "@mui/icons-material/Close";
import ErrorOutline from "@mui/icons-material/ErrorOutline";
import { Button, IconButton } from "@mui/material";
import { styled } from "@mui/material/styles";
import { closeSnackbar, enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from "notistack";
import { useEffect } from "react";
import { useT } from "../i18n/useT";
import { connectToaster, TOAST_DURATION_MS, type Toast } from "../lib/toast";
import AppThemeProvider from "./AppThemeProvider";

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

function show({ message, variant, durationMs, action }: Toast, t: ReturnType<typeof useT>): void {
  enqueueSnackbar(typeof message === "string" ? message : t(message.key, message.values), {
    variant,
    autoHideDuration: durationMs,
    ...(action && {
      action: (key) => (
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            closeSnackbar(key);
            action.onClick();
          }}
        >
          {action.label}
        </Button>
      ),
    }),
  });
}

/**
 * docs/SPEC.md sections 8 and 9: bottom-center, one at a time, a close action; errors carry an exclamation icon.
 * Loaded with the first toast (see lib/toast), so notistack is not part of the first page's code.
 */
export default function Toaster() {
  const t = useT();
  // The toasts' words in the language shown when each appears.
  useEffect(() => connectToaster((toast) => show(toast, t)), [t]);
  return (
    <AppThemeProvider>
      <SnackbarProvider
        maxSnack={1}
        Components={TOAST_COMPONENTS}
        autoHideDuration={TOAST_DURATION_MS}
        anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
        iconVariant={{ error: <ErrorOutline fontSize="small" sx={{ mr: 1 }} data-testid="toast-error-icon" /> }}
        action={(key) => (
          <IconButton size="small" color="inherit" aria-label={t("toast.close")} onClick={() => closeSnackbar(key)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      />
    </AppThemeProvider>
  );
}
