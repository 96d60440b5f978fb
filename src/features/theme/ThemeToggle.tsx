import DarkModeOutlined from "@mui/icons-material/DarkModeOutlined";
import LightModeOutlined from "@mui/icons-material/LightModeOutlined";
import { IconButton } from "@mui/material";
import { useAppDispatch, useAppSelector } from "../../app/hooks";
import { selectTheme, themeToggled } from "./themeSlice";

export default function ThemeToggle() {
  const dispatch = useAppDispatch();
  const theme = useAppSelector(selectTheme);
  const label = theme === "light" ? "Switch to dark theme" : "Switch to light theme";
  // A native title, not MUI's Tooltip: the Tooltip brings Popper into every page's first download.
  return (
    <IconButton color="inherit" aria-label={label} title={label} onClick={() => dispatch(themeToggled())}>
      {theme === "light" ? <DarkModeOutlined /> : <LightModeOutlined />}
    </IconButton>
  );
}
