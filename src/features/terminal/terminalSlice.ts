import { createSlice } from "@reduxjs/toolkit";

export interface TerminalState {
  /** Whether the panel is shown on this route (the route meta and the animation decide). */
  visible: boolean;
  expanded: boolean;
}

const initialState: TerminalState = { visible: false, expanded: false };

export const terminalSlice = createSlice({
  name: "terminal",
  initialState,
  reducers: {
    terminalShown: (state) => {
      state.visible = true;
    },
    terminalHidden: (state) => {
      state.visible = false;
    },
    terminalExpanded: (state) => {
      state.expanded = true;
    },
    terminalCollapsed: (state) => {
      state.expanded = false;
    },
  },
  selectors: {
    selectTerminalVisible: (state) => state.visible,
    selectTerminalExpanded: (state) => state.expanded,
  },
});

export const { terminalShown, terminalHidden, terminalExpanded, terminalCollapsed } = terminalSlice.actions;
export const { selectTerminalVisible, selectTerminalExpanded } = terminalSlice.selectors;
