/** Where Up/Down recall stands: an index into the earlier inputs, or null while editing a fresh line. */
export interface RecallState {
  index: number | null;
  /** The line being typed before recall started, given back when Down goes past the newest input. */
  draft: string;
}

export const freshRecall: RecallState = { index: null, draft: "" };

/** One Up (-1) or Down (+1) press: the new recall state and the text the input should show. */
export function recall(
  inputs: string[],
  state: RecallState,
  current: string,
  direction: -1 | 1,
): { state: RecallState; text: string } {
  if (state.index === null) {
    if (direction === 1 || inputs.length === 0) return { state, text: current };
    return { state: { index: inputs.length - 1, draft: current }, text: inputs[inputs.length - 1] };
  }
  const next = state.index + direction;
  if (next < 0) return { state, text: inputs[state.index] };
  if (next >= inputs.length) return { state: freshRecall, text: state.draft };
  return { state: { ...state, index: next }, text: inputs[next] };
}
