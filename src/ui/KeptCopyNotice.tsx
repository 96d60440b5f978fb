import { Alert } from "@mui/material";
import { useSyncExternalStore } from "react";
import { copyShown, subscribeToCopies } from "../api/keptAnswers";
import { useOnlineStatus } from "../lib/useOnlineStatus";

/** "28 Nov, 17:40" in the reader's locale and time zone; the year only when it is not this one. */
export function keptTimeText(savedAt: number, now = Date.now()): string {
  const sameYear = new Date(savedAt).getFullYear() === new Date(now).getFullYear();
  return new Intl.DateTimeFormat(undefined, {
    day: "numeric",
    month: "short",
    ...(sameYear ? {} : { year: "numeric" }),
    hour: "2-digit",
    minute: "2-digit",
  }).format(savedAt);
}

/**
 * Says that what the page shows is this device's copy, and from when, while any read on screen came from it (shown at
 * once on a revisit while the server is asked, or the server out of reach): nothing kept is shown as if it were
 * fresh. Gone once every read has a fresh answer.
 */
export default function KeptCopyNotice() {
  const shown = useSyncExternalStore(subscribeToCopies, copyShown, () => null);
  const online = useOnlineStatus();
  if (shown === null) return null;
  if (shown.updating && online)
    return (
      <Alert severity="info" role="status" sx={{ mb: 2 }}>
        {`Showing your data from ${keptTimeText(shown.savedAt)} while it updates.`}
      </Alert>
    );
  const why = online ? "The server cannot be reached" : "You are offline";
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      {`${why}: showing your data from ${keptTimeText(shown.savedAt)}. Changes need the network.`}
    </Alert>
  );
}
