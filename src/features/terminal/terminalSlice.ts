import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

/** A piece of an output line; with `to` it renders as a router link to that path. */
export interface LinePart {
  text: string;
  to?: string;
}

export type LineKind = "command" | "output" | "error";

export interface PrintedLine {
  kind: LineKind;
  parts: LinePart[];
}

export interface TerminalLine extends PrintedLine {
  id: number;
}

/** The history is capped so a long session never grows the store without bound. */
export const MAX_LINES = 200;
export const MAX_INPUTS = 50;

export interface TerminalState {
  /** Whether the panel is shown on this route (the route meta and the animation decide). */
  visible: boolean;
  expanded: boolean;
  lines: TerminalLine[];
  /** Earlier inputs, oldest first. */
  inputs: string[];
  nextLineId: number;
  /** Whether the first expansion has printed `help` yet. */
  greeted: boolean;
  /** The directory whose listing was printed last, so each navigation lists the new one once. */
  listedDirectory: string | null;
}

const initialState: TerminalState = {
  visible: false,
  expanded: false,
  lines: [],
  inputs: [],
  nextLineId: 1,
  greeted: false,
  listedDirectory: null,
};

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
    terminalGreeted: (state) => {
      state.greeted = true;
    },
    linesPrinted: (state, action: PayloadAction<PrintedLine[]>) => {
      for (const line of action.payload) {
        state.lines.push({ ...line, id: state.nextLineId });
        state.nextLineId += 1;
      }
      state.lines.splice(0, Math.max(0, state.lines.length - MAX_LINES));
    },
    inputRecorded: (state, action: PayloadAction<string>) => {
      const input = action.payload.trim();
      if (!input || state.inputs[state.inputs.length - 1] === input) return;
      state.inputs.push(input);
      state.inputs.splice(0, Math.max(0, state.inputs.length - MAX_INPUTS));
    },
    outputCleared: (state) => {
      state.lines = [];
    },
    directoryListed: (state, action: PayloadAction<string>) => {
      state.listedDirectory = action.payload;
    },
  },
  selectors: {
    selectTerminalVisible: (state) => state.visible,
    selectTerminalExpanded: (state) => state.expanded,
    selectTerminalLines: (state) => state.lines,
    selectTerminalInputs: (state) => state.inputs,
  },
});

export const {
  terminalShown,
  terminalHidden,
  terminalExpanded,
  terminalCollapsed,
  terminalGreeted,
  linesPrinted,
  inputRecorded,
  outputCleared,
  directoryListed,
} = terminalSlice.actions;
export const { selectTerminalVisible, selectTerminalExpanded, selectTerminalLines, selectTerminalInputs } =
  terminalSlice.selectors;
