import { useAppDispatch, useAppSelector } from "../../app/hooks";
import { MoonIcon, SunIcon } from "../../ui/icons";
import * as ui from "../../ui/ui.module.css";
import { selectTheme, themeToggled } from "./themeSlice";

export default function ThemeToggle() {
  const dispatch = useAppDispatch();
  const theme = useAppSelector(selectTheme);
  const label = theme === "light" ? "Switch to dark theme" : "Switch to light theme";
  return (
    <button
      type="button"
      className={ui.iconButton}
      aria-label={label}
      title={label}
      onClick={() => dispatch(themeToggled())}
    >
      {theme === "light" ? <MoonIcon /> : <SunIcon />}
    </button>
  );
}
