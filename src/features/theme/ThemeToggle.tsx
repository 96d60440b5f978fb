import { useAppDispatch, useAppSelector } from "../../app/hooks";
import { useT } from "../../i18n/useT";
import { MoonIcon, SunIcon } from "../../ui/icons";
import * as ui from "../../ui/ui.module.css";
import { selectTheme, themeToggled } from "./themeSlice";

export default function ThemeToggle() {
  const dispatch = useAppDispatch();
  const theme = useAppSelector(selectTheme);
  const t = useT();
  const label = t(theme === "light" ? "theme.toDark" : "theme.toLight");
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
