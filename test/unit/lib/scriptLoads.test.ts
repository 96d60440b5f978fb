import { type LoadScript, spreadScriptLoads } from "../../../src/lib/scriptLoads";

/** webpack's runtime as the tests see it: the scripts started, and the tasks the spreading asked for, run on demand. */
function runtimeWithTasks(perTask: number, hidden = () => false) {
  const started: string[] = [];
  const tasks: Array<() => void> = [];
  const done = new Map<string, (event: Event) => void>();
  const runtime: { l: LoadScript } = {
    l: (url, onDone) => {
      started.push(url);
      done.set(url, onDone);
    },
  };
  spreadScriptLoads(runtime, perTask, (run) => tasks.push(run), hidden);
  /** Runs the next task asked for; false when none is. */
  const nextTask = () => {
    const task = tasks.shift();
    task?.();
    return task !== undefined;
  };
  return { runtime, started, done, nextTask, tasks };
}

const scripts = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `/js/${from + index}.js`);

describe("spreadScriptLoads", () => {
  it("starts a page's scripts a few per task, in the order webpack asked for them", () => {
    const { runtime, started, nextTask } = runtimeWithTasks(4);
    for (const url of scripts(1, 10)) runtime.l(url, () => undefined, `chunk-${url}`, url);

    expect(started).toEqual(scripts(1, 4));
    expect(nextTask()).toBe(true);
    expect(started).toEqual(scripts(1, 8));
    expect(nextTask()).toBe(true);
    expect(started).toEqual(scripts(1, 10));
    // Nothing waits any more: no task is left asking to start more.
    expect(nextTask()).toBe(false);
  });

  it("passes each script's own callback and key through, so its chunk settles when its script does", () => {
    const calls: Array<Parameters<LoadScript>> = [];
    const runtime: { l: LoadScript } = { l: (...args) => calls.push(args) };
    const tasks: Array<() => void> = [];
    spreadScriptLoads(
      runtime,
      1,
      (run) => tasks.push(run),
      () => false,
    );
    const first = jest.fn();
    const second = jest.fn();
    runtime.l("/js/a.js", first, "chunk-a", "a");
    runtime.l("/js/b.js", second, "chunk-b", "b");
    tasks.shift()?.();

    expect(calls).toEqual([
      ["/js/a.js", first, "chunk-a", "a"],
      ["/js/b.js", second, "chunk-b", "b"],
    ]);
  });

  it("gives each later task its full share again, and starts a lone script at once", () => {
    const { runtime, started, nextTask } = runtimeWithTasks(2);
    runtime.l("/js/messages.js", () => undefined);
    expect(started).toEqual(["/js/messages.js"]);
    // The task that renews the share runs with nothing waiting.
    expect(nextTask()).toBe(true);
    expect(nextTask()).toBe(false);

    for (const url of scripts(1, 3)) runtime.l(url, () => undefined);
    expect(started).toEqual(["/js/messages.js", ...scripts(1, 2)]);
    // The third starts in the next task, and a script asked for in that task takes what is left of its share.
    nextTask();
    runtime.l("/js/late.js", () => undefined);
    expect(started).toEqual(["/js/messages.js", ...scripts(1, 3), "/js/late.js"]);
  });

  it("starts them all at once in a hidden tab, whose timers may be held back", () => {
    let hidden = true;
    const { runtime, started, nextTask } = runtimeWithTasks(2, () => hidden);
    for (const url of scripts(1, 5)) runtime.l(url, () => undefined);
    expect(started).toEqual(scripts(1, 5));

    // Shown again, a new page's scripts are spread as before.
    hidden = false;
    nextTask();
    for (const url of scripts(6, 8)) runtime.l(url, () => undefined);
    expect(started).toEqual(scripts(1, 7));
  });
});
