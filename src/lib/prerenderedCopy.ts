/** What the pre-rendered page's inline script (scripts/prerender.mjs) leaves on `window` for the app. */
interface CopyTraces {
  __pressedOnCopy?: string;
}

/**
 * Called once the app has rendered over a pre-rendered copy of the page: drops the copy's styles (emotion has
 * inserted its own by now) and presses the button the visitor pressed on the copy before the app could answer it.
 */
export function takeOverPrerenderedCopy(): void {
  document.getElementById("prerendered-css")?.remove();
  const traces = window as Window & CopyTraces;
  const label = traces.__pressedOnCopy;
  delete traces.__pressedOnCopy;
  if (!label) return;
  const button = [...document.querySelectorAll<HTMLButtonElement>("#root button[aria-label]")].find(
    (candidate) => candidate.getAttribute("aria-label") === label,
  );
  button?.click();
}
