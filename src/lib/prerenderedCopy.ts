/** What the pre-rendered page's inline script (scripts/prerender.mjs) leaves on `window` for the app. */
interface CopyTraces {
  __pressedOnCopy?: string;
}

/**
 * Called once the app has rendered over a pre-rendered copy of the page: ends the copy's time (its style element loses
 * its id, which the copy's script reads as "still the copy"), and presses the button the visitor pressed on the copy
 * before the app could answer it. The copy's styles stay when they name their rules for emotion (`data-emotion`): the
 * app's emotion took them as its own instead of inserting them again (scripts/lib/pageDocument.mjs). Styles that do
 * not are dropped: emotion has inserted its own by now.
 */
export function takeOverPrerenderedCopy(): void {
  const css = document.getElementById("prerendered-css");
  if (css?.hasAttribute("data-emotion")) css.removeAttribute("id");
  else css?.remove();
  const traces = window as Window & CopyTraces;
  const label = traces.__pressedOnCopy;
  delete traces.__pressedOnCopy;
  if (!label) return;
  const button = [...document.querySelectorAll<HTMLButtonElement>("#root button[aria-label]")].find(
    (candidate) => candidate.getAttribute("aria-label") === label,
  );
  button?.click();
}
