import { useOnlineStatus } from "../../lib/useOnlineStatus";
import { WarningIcon } from "../../ui/icons";
import * as ui from "../../ui/ui.module.css";

export const OFFLINE_TEXT =
  "You are offline. Pages you have opened before still work; signing in, registering and your dashboard need the network.";

/** Says plainly that the network is gone, on every page. */
export default function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <div role="status" className={`${ui.alert} ${ui.warning}`}>
      <WarningIcon />
      <span>{OFFLINE_TEXT}</span>
    </div>
  );
}
