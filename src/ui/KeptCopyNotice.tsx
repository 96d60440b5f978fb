import { Alert } from "@mui/material";
import { useSyncExternalStore } from "react";
import { copyShown, subscribeToCopies } from "../api/keptAnswers";
import { dayAndTime } from "../i18n/dates";
import { useLanguage } from "../i18n/LanguageContext";
import { useT } from "../i18n/useT";
import { useOnlineStatus } from "../lib/useOnlineStatus";

/**
 * Says that what the page shows is this device's copy, and from when, while any read on screen came from it (shown at
 * once on a revisit while the server is asked, or the server out of reach): nothing kept is shown as if it were
 * fresh. Gone once every read has a fresh answer.
 */
export default function KeptCopyNotice() {
  const shown = useSyncExternalStore(subscribeToCopies, copyShown, () => null);
  const online = useOnlineStatus();
  const language = useLanguage();
  const t = useT();
  if (shown === null) return null;
  // "28 Nov, 17:40" in the festival's time zone; the year only when it is not this one.
  const savedAt = dayAndTime(language, shown.savedAt);
  if (shown.updating && online)
    return (
      <Alert severity="info" role="status" sx={{ mb: 2 }}>
        {t("ui.kept.updating", { savedAt })}
      </Alert>
    );
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      {t(online ? "ui.kept.unreachable" : "ui.kept.offline", { savedAt })}
    </Alert>
  );
}
