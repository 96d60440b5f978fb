import CloseIcon from "@mui/icons-material/Close";
import DashboardOutlined from "@mui/icons-material/DashboardOutlined";
import LogoutOutlined from "@mui/icons-material/LogoutOutlined";
import MenuIcon from "@mui/icons-material/Menu";
import { AppBar, Box, Button, Container, IconButton, Toolbar } from "@mui/material";
import { useState } from "react";
import { NavLink, Link as RouterLink, useLocation } from "react-router-dom";
import { FESTIVAL } from "../../content/festival";
import { selectIsLoggedIn } from "../../features/auth/authSlice";
import { useLogout } from "../../features/auth/useLogout";
import ThemeToggle from "../../features/theme/ThemeToggle";
import { useAppSelector } from "../hooks";
import { paths } from "../paths";

const NAV_LINKS = [
  { to: paths.events, label: "Events" },
  { to: paths.haxplore, label: "Haxplore" },
  { to: paths.ca, label: "Ambassadors" },
  { to: paths.referral, label: "Referrals" },
  { to: paths.team, label: "Team" },
];

const wideOnly = { display: { xs: "none", sm: "inline" } } as const;
const compact = {
  flexShrink: 0,
  minWidth: 0,
  "& .MuiButton-startIcon": { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } },
} as const;

const activeLink = {
  "&.active": { color: "primary.main", boxShadow: "inset 0 -2px 0 currentColor", borderRadius: 0 },
} as const;

function AccountActions() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const logout = useLogout();
  if (!isLoggedIn) {
    return (
      <Button color="inherit" variant="outlined" component={RouterLink} to={paths.login} sx={{ flexShrink: 0 }}>
        Login
      </Button>
    );
  }
  // Below 576 px the two actions shrink to their icons; their names stay for screen readers.
  return (
    <>
      <Button
        color="inherit"
        component={NavLink}
        to={paths.dashboard}
        end
        aria-label="Dashboard"
        startIcon={<DashboardOutlined />}
        sx={{ ...compact, ...activeLink }}
      >
        <Box component="span" sx={wideOnly}>
          Dashboard
        </Box>
      </Button>
      <Button color="inherit" onClick={logout} aria-label="Logout" startIcon={<LogoutOutlined />} sx={compact}>
        <Box component="span" sx={wideOnly}>
          Logout
        </Box>
      </Button>
    </>
  );
}

/** The site's header: brand, main navigation (a disclosure panel below 768 px), theme and account actions. */
export default function Header() {
  const { pathname } = useLocation();
  // The mobile panel stays open only on the page where it was opened: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;

  return (
    <AppBar
      position="sticky"
      color="default"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: "divider", bgcolor: "background.paper" }}
      onKeyDown={(event) => {
        if (event.key === "Escape") setOpenOn(null);
      }}
    >
      <Container>
        <Toolbar disableGutters sx={{ gap: { xs: 0.5, sm: 1 } }}>
          <Button
            component={RouterLink}
            to={paths.home}
            color="inherit"
            sx={{ fontWeight: 800, fontSize: "1.1rem", flexShrink: 0, px: 1, textTransform: "none" }}
          >
            {FESTIVAL.shortTitle}
          </Button>
          <Box component="nav" aria-label="Main" sx={{ display: { xs: "none", md: "flex" }, gap: 0.5, flexGrow: 1 }}>
            {NAV_LINKS.map((link) => (
              <Button key={link.to} component={NavLink} to={link.to} color="inherit" sx={activeLink}>
                {link.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: 1, display: { xs: "block", md: "none" } }} />
          <ThemeToggle />
          <AccountActions />
          <IconButton
            color="inherit"
            aria-label={menuOpen ? "Close navigation menu" : "Open navigation menu"}
            aria-expanded={menuOpen}
            aria-controls="mobile-nav"
            sx={{ display: { xs: "inline-flex", md: "none" } }}
            onClick={() => setOpenOn(menuOpen ? null : pathname)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        </Toolbar>
      </Container>
      <Box
        component="nav"
        id="mobile-nav"
        aria-label="Main"
        hidden={!menuOpen}
        sx={{ display: { md: "none" }, borderTop: 1, borderColor: "divider" }}
      >
        <Container component="ul" sx={{ listStyle: "none", py: 1, m: 0 }}>
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <Button
                component={NavLink}
                to={link.to}
                color="inherit"
                fullWidth
                sx={{ justifyContent: "flex-start", ...activeLink }}
              >
                {link.label}
              </Button>
            </li>
          ))}
        </Container>
      </Box>
    </AppBar>
  );
}
