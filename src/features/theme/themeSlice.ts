import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { readItem, STORAGE_KEYS } from "../../lib/storage";
import { isThemeName, type ThemeName } from "../../ui/themeName";

export interface ThemeState {
  theme: ThemeName;
}

export function loadThemeState(): ThemeState {
  const saved = readItem(STORAGE_KEYS.theme);
  return { theme: isThemeName(saved) ? saved : "light" };
}

export const themeSlice = createSlice({
  name: "theme",
  initialState: { theme: "light" } as ThemeState,
  reducers: {
    themeToggled: (state) => {
      state.theme = state.theme === "light" ? "dark" : "light";
    },
    themeChosen: (state, action: PayloadAction<ThemeName>) => {
      state.theme = action.payload;
    },
  },
  selectors: {
    selectTheme: (state) => state.theme,
  },
});

export const { themeToggled, themeChosen } = themeSlice.actions;
export const { selectTheme } = themeSlice.selectors;
