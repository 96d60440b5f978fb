/** webpack's runtime function that starts one chunk's script (`__webpack_require__.l`): it appends a `<script>`. */
export type LoadScript = (url: string, done: (event: Event) => void, key?: string, chunkId?: string | number) => void;

/**
 * How many chunk scripts one task may start. Chromium's start of a script's fetch (the element appended, the request
 * made) costs the main thread 5 to 10 ms each on Lighthouse's phone (CPU slowed 4x), and a page's first visit asks for
 * its dozen chunks or more in one go: a single task of 100 ms or more for that alone. Four fit well inside the 50 ms
 * a task may take before it counts as long.
 */
export const SCRIPTS_PER_TASK = 4;

/**
 * Spreads the chunks' script loads over tasks: webpack's runtime starts every script an `import()` needs at once; from
 * here on, each task starts at most `perTask` of them and the rest follow in the next tasks, in the order they were
 * asked for, `perTask` at a time. Each chunk's promise settles as before: only its download starts a task later (a
 * few milliseconds), while the network is still busy with the first ones. In a hidden tab they all start at once:
 * nobody waits on its main thread there, and its timers may be held back for a second or more.
 */
export function spreadScriptLoads(
  runtime: { l: LoadScript },
  perTask = SCRIPTS_PER_TASK,
  later: (run: () => void) => void = (run) => void window.setTimeout(run, 0),
  hidden: () => boolean = () => document.visibilityState === "hidden",
): void {
  const load = runtime.l;
  const waiting: Parameters<LoadScript>[] = [];
  let budget = perTask;
  let renewing = false;
  const startWaiting = () => {
    while ((budget > 0 || hidden()) && waiting.length > 0) {
      budget -= 1;
      load(...(waiting.shift() as Parameters<LoadScript>));
    }
  };
  // The budget is renewed in the next task; whatever still waits is started then.
  const renewLater = () => {
    if (renewing) return;
    renewing = true;
    later(() => {
      renewing = false;
      budget = perTask;
      startWaiting();
      if (waiting.length > 0) renewLater();
    });
  };
  runtime.l = (...args) => {
    waiting.push(args);
    startWaiting();
    renewLater();
  };
}
