/** Ctrl+` from anywhere on the page brings the terminal into view and puts the cursor in it. */
export const FOCUS_SHORTCUT_LABEL = "Ctrl+`";
export const FOCUS_SHORTCUT_ARIA = "Control+`";

export const isFocusShortcut = (event: KeyboardEvent): boolean =>
  event.ctrlKey && !event.altKey && !event.metaKey && (event.code === "Backquote" || event.key === "`");
