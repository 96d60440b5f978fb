import DarkModeOutlined from "@mui/icons-material/DarkModeOutlined";
import LightModeOutlined from "@mui/icons-material/LightModeOutlined";
import { IconButton, Tooltip } from "@mui/material";
import { useAppDispatch, useAppSelector } from "../../app/hooks";
import { selectTheme, themeToggled } from "./themeSlice";

export default function ThemeToggle() {
  const dispatch = useAppDispatch();
  const theme = useAppSelector(selectTheme);
  const label = theme === "light" ? "Switch to dark theme" : "Switch to light theme";
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={() => dispatch(themeToggled())}>
        {theme === "light" ? <DarkModeOutlined /> : <LightModeOutlined />}
      </IconButton>
    </Tooltip>
  );
}
