import { Alert } from "@mui/material";
import { useSyncExternalStore } from "react";
import { oldestCopyShown, subscribeToCopies } from "../api/keptAnswers";
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
 * Says that what the page shows is this device's copy, and from when, while any read on screen came from it (the
 * server out of reach): nothing kept is shown as if it were fresh. Gone once every read has a fresh answer.
 */
export default function KeptCopyNotice() {
  const savedAt = useSyncExternalStore(subscribeToCopies, oldestCopyShown, () => null);
  const online = useOnlineStatus();
  if (savedAt === null) return null;
  const why = online ? "The server cannot be reached" : "You are offline";
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      {`${why}: showing your data from ${keptTimeText(savedAt)}. Changes need the network.`}
    </Alert>
  );
}
