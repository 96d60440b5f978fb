import { Box } from "@mui/material";
import { Outlet, ScrollRestoration } from "react-router-dom";
import TerminalSlot from "../../features/terminal/TerminalSlot";
import { useTerminalPresence } from "../../features/terminal/useTerminalPresence";
import Footer from "./Footer";
import Header from "./Header";
import OfflineBanner from "./OfflineBanner";
import { useNavigationEffects } from "./useNavigationEffects";
import { useRouteMeta } from "./useRouteMeta";

export default function AppLayout() {
  const { meta } = useRouteMeta();
  const { present, padding } = useTerminalPresence(meta);
  useNavigationEffects();

  return (
    <Box
      data-testid="app-frame"
      sx={{ minHeight: "100vh", display: "flex", flexDirection: "column", pb: `${padding}px` }}
    >
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: "none" }}>
        <OfflineBanner />
        <Outlet />
      </Box>
      <Footer />
      <TerminalSlot meta={meta} present={present} />
      {/* Scrolls to 0,0 on every navigation unless the browser restores a saved position. */}
      <ScrollRestoration />
    </Box>
  );
}
