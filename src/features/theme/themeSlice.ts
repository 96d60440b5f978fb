import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { readItem, STORAGE_KEYS } from "../../lib/storage";
import { isThemeName, type ThemeName } from "../../ui/themeName";

export interface ThemeState {
  theme: ThemeName;
  /** True once the user picked a theme (then stored); until then the theme follows the system's preference. */
  chosen: boolean;
}

/** The media query public/index.html and scripts/prerender.mjs read too, before the app runs. */
export const DARK_SCHEME_QUERY = "(prefers-color-scheme: dark)";

/** The system's light or dark preference; light where the browser cannot tell. */
export function systemTheme(): ThemeName {
  return typeof window !== "undefined" && window.matchMedia?.(DARK_SCHEME_QUERY).matches ? "dark" : "light";
}

export function loadThemeState(): ThemeState {
  const saved = readItem(STORAGE_KEYS.theme);
  return isThemeName(saved) ? { theme: saved, chosen: true } : { theme: systemTheme(), chosen: false };
}

export const themeSlice = createSlice({
  name: "theme",
  initialState: { theme: "light", chosen: false } as ThemeState,
  reducers: {
    themeToggled: (state) => {
      state.theme = state.theme === "light" ? "dark" : "light";
      state.chosen = true;
    },
    themeChosen: (state, action: PayloadAction<ThemeName>) => {
      state.theme = action.payload;
      state.chosen = true;
    },
    /** The system's preference changed: followed until the user has chosen. */
    systemThemeChanged: (state, action: PayloadAction<ThemeName>) => {
      if (!state.chosen) state.theme = action.payload;
    },
  },
  selectors: {
    selectTheme: (state) => state.theme,
  },
});

export const { themeToggled, themeChosen, systemThemeChanged } = themeSlice.actions;
export const { selectTheme } = themeSlice.selectors;
