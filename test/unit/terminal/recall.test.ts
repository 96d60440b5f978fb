import { freshRecall, recall, type RecallState } from "../../../src/features/terminal/recall";

/** Presses the keys in turn, starting from `typed`; returns the text after each press. */
function press(inputs: string[], typed: string, keys: Array<"up" | "down">): string[] {
  let state: RecallState = freshRecall;
  let text = typed;
  return keys.map((key) => {
    const next = recall(inputs, state, text, key === "up" ? -1 : 1);
    state = next.state;
    text = next.text;
    return text;
  });
}

describe("input history recall", () => {
  const inputs = ["ls", "cd events", "pwd"];

  it("walks back through earlier inputs with Up, newest first, and stops at the oldest", () => {
    expect(press(inputs, "", ["up", "up", "up", "up"])).toEqual(["pwd", "cd events", "ls", "ls"]);
  });

  it("walks forward with Down and gives back the line being typed after the newest", () => {
    expect(press(inputs, "whoa", ["up", "up", "down", "down", "down"])).toEqual([
      "pwd",
      "cd events",
      "pwd",
      "whoa",
      "whoa",
    ]);
  });

  it("leaves the line alone when there is no history or Down is pressed first", () => {
    expect(press([], "typed", ["up"])).toEqual(["typed"]);
    expect(press(inputs, "typed", ["down"])).toEqual(["typed"]);
  });
});
