import { makeStore } from "../../../src/app/store";
import {
  inputRecorded,
  linesPrinted,
  MAX_INPUTS,
  MAX_LINES,
  outputCleared,
  terminalSlice,
  selectTerminalInputs,
  selectTerminalLines,
} from "../../../src/features/terminal/terminalSlice";

const line = (text: string) => ({ kind: "output" as const, parts: [{ text }] });
const initial = () => terminalSlice.reducer(undefined, { type: "init" });

describe("terminal history in the store", () => {
  it(`keeps only the last ${MAX_LINES} output lines, each with its own id`, () => {
    let state = initial();
    for (let index = 1; index <= MAX_LINES + 30; index += 1) {
      state = terminalSlice.reducer(state, linesPrinted([line(`line ${index}`)]));
    }
    const { lines } = state;
    expect(lines).toHaveLength(MAX_LINES);
    expect(lines[0].parts[0].text).toBe("line 31");
    expect(lines.at(-1)?.parts[0].text).toBe(`line ${MAX_LINES + 30}`);
    expect(new Set(lines.map((item) => item.id)).size).toBe(MAX_LINES);
  });

  it(`keeps only the last ${MAX_INPUTS} inputs, skipping blanks and immediate repeats`, () => {
    let state = initial();
    for (let index = 1; index <= MAX_INPUTS + 5; index += 1) {
      state = terminalSlice.reducer(state, inputRecorded(`cmd ${index}`));
    }
    state = terminalSlice.reducer(state, inputRecorded("   "));
    state = terminalSlice.reducer(state, inputRecorded(`cmd ${MAX_INPUTS + 5}`));
    const { inputs } = state;
    expect(inputs).toHaveLength(MAX_INPUTS);
    expect(inputs[0]).toBe("cmd 6");
    expect(inputs.at(-1)).toBe(`cmd ${MAX_INPUTS + 5}`);
  });

  it("clears the output but keeps the input history", () => {
    const store = makeStore();
    store.dispatch(inputRecorded("ls"));
    store.dispatch(linesPrinted([line("events/")]));
    store.dispatch(outputCleared());
    expect(selectTerminalLines(store.getState())).toEqual([]);
    expect(selectTerminalInputs(store.getState())).toEqual(["ls"]);
  });
});
