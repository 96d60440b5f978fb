import { Button } from "@mui/material";
import { closeSnackbar, enqueueSnackbar } from "notistack";

export const UPDATE_NOTICE_TEXT = "A new version is ready";
const UPDATE_NOTICE_MS = 15000;

/** Offers the new version without interrupting the form the user is filling in. */
export function offerReload(apply: () => void): void {
  if (typeof enqueueSnackbar !== "function") return;
  enqueueSnackbar(UPDATE_NOTICE_TEXT, {
    variant: "info",
    autoHideDuration: UPDATE_NOTICE_MS,
    action: (key) => (
      <Button
        color="inherit"
        size="small"
        onClick={() => {
          closeSnackbar(key);
          apply();
        }}
      >
        Reload
      </Button>
    ),
  });
}
