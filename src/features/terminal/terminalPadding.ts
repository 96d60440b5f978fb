/** docs/SPEC.md section 4: the app's bottom padding for each terminal state. */
export const TERMINAL_PADDING = { none: 0, collapsed: 90, expanded: 200 } as const;

export function terminalPadding(present: boolean, visible: boolean, expanded: boolean): number {
  if (!present || !visible) return TERMINAL_PADDING.none;
  return expanded ? TERMINAL_PADDING.expanded : TERMINAL_PADDING.collapsed;
}
