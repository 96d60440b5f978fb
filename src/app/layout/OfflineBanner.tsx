import { Alert } from "@mui/material";
import { useOnlineStatus } from "../../lib/useOnlineStatus";

export const OFFLINE_TEXT =
  "You are offline. Pages you have opened before still work; signing in, registering and your dashboard need the network.";

/** Says plainly that the network is gone, on every page. */
export default function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <Alert severity="warning" square role="status" sx={{ justifyContent: "center" }}>
      {OFFLINE_TEXT}
    </Alert>
  );
}
