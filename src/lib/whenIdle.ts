/** Runs a task once the browser is idle, so it never competes with the first render. */
export function whenIdle(task: () => void, timeout = 3000): void {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(() => task(), { timeout });
  else window.setTimeout(task, 1);
}
