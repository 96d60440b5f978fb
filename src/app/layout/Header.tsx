import MenuIcon from "@mui/icons-material/Menu";
import { AppBar, Box, Button, Container, IconButton, Menu, MenuItem, Toolbar } from "@mui/material";
import { useState } from "react";
import { Link as RouterLink, NavLink } from "react-router-dom";
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

function AccountActions() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const logout = useLogout();
  if (!isLoggedIn) {
    return (
      <Button color="inherit" variant="outlined" component={RouterLink} to={paths.login}>
        Login
      </Button>
    );
  }
  return (
    <>
      <Button color="inherit" component={RouterLink} to={paths.dashboard}>
        Dashboard
      </Button>
      <Button color="inherit" onClick={logout}>
        Logout
      </Button>
    </>
  );
}

export default function Header() {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  return (
    <AppBar position="sticky" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: "divider" }}>
      <Container>
        <Toolbar disableGutters sx={{ gap: 1 }}>
          <Button component={RouterLink} to={paths.home} color="inherit" sx={{ fontWeight: 800, fontSize: "1.1rem" }}>
            {FESTIVAL.shortTitle}
          </Button>
          <Box component="nav" aria-label="Main" sx={{ display: { xs: "none", md: "flex" }, gap: 0.5, flexGrow: 1 }}>
            {NAV_LINKS.map((link) => (
              <Button
                key={link.to}
                component={NavLink}
                to={link.to}
                color="inherit"
                sx={{ "&.active": { textDecoration: "underline" } }}
              >
                {link.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: 1, display: { xs: "block", md: "none" } }} />
          <IconButton
            color="inherit"
            aria-label="Open navigation menu"
            aria-haspopup="true"
            aria-controls={menuAnchor ? "main-menu" : undefined}
            sx={{ display: { xs: "inline-flex", md: "none" } }}
            onClick={(event) => setMenuAnchor(event.currentTarget)}
          >
            <MenuIcon />
          </IconButton>
          <Menu id="main-menu" anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
            {NAV_LINKS.map((link) => (
              <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={() => setMenuAnchor(null)}>
                {link.label}
              </MenuItem>
            ))}
          </Menu>
          <ThemeToggle />
          <AccountActions />
        </Toolbar>
      </Container>
    </AppBar>
  );
}
