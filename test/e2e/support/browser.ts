import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";

/**
 * Waits until the app has rendered over a pre-rendered page (scripts/prerender.mjs): until then the page shows but
 * its buttons and shortcuts do nothing. Pages that were not pre-rendered pass at once.
 */
export async function appTookOver(page: Page): Promise<void> {
  await expect(page.locator("#prerendered-css")).toHaveCount(0);
}

/**
 * Scrolls down a screen at a time as a reader does (Page Down) until `part` is in the document: the parts a page brings
 * in on approach (src/ui/ShownOnApproach.tsx) come then.
 */
export async function scrollUntilAttached(page: Page, part: Locator): Promise<void> {
  await expect(async () => {
    await page.keyboard.press("PageDown");
    await expect(part).toBeAttached({ timeout: 1000 });
  }).toPass();
}

/**
 * The pre-rendered copy as it came, read before any of the app's code has run: #root's markup. Its main heading is
 * kept, so `adoptionOf` can tell whether the app adopted that very element.
 */
export async function readCopy(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    Object.assign(window, { copyHeading: document.querySelector("main h1") });
    return document.getElementById("root")?.innerHTML.replace(/<!-- -->/g, "");
  });
}

/**
 * Once the app took over (`appTookOver`): whether it adopted the copy `readCopy` read element for element (hydrated,
 * not rebuilt): the same heading element, and the same markup but for what the app adds once a page is adopted (the
 * terminal, a chunk of its own, and the frame's bottom padding that makes its place).
 */
export async function adoptionOf(page: Page, copy: string | undefined) {
  const adopted = await page.evaluate(() => {
    const root = document.getElementById("root")?.cloneNode(true) as HTMLElement | undefined;
    root?.querySelector('section[aria-label="Terminal"]')?.remove();
    return {
      sameHeading: document.querySelector("main h1") === (window as unknown as { copyHeading: Element }).copyHeading,
      markup: root?.innerHTML.replace(/<!-- -->/g, ""),
    };
  });
  const withoutTerminalPlace = (markup: string | undefined) =>
    markup?.replace(/(data-testid="app-frame"[^>]*?) style="[^"]*"/, "$1");
  return {
    sameHeading: adopted.sameHeading,
    sameMarkup: withoutTerminalPlace(adopted.markup) === withoutTerminalPlace(copy),
  };
}

/** How far the page scrolls sideways, in CSS pixels: 0 when it fits its window, as every screen must from 375 px up. */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

/** Holds back the context's requests for matching files until the returned function is called. */
export async function holdRequests(context: BrowserContext, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * A toast's text as the user reads it: an error toast may end with the failed request's id, which the server makes
 * for every request ("Oops... Registration for this event is closed (request id 3f2c...)"; docs/API.md).
 */
export function toastText(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped}(?: \\(request id [\\w-]+\\))?$`);
}

/** One layout shift the browser recorded (not after an input), with what moved. */
export interface LayoutShift {
  at: number;
  value: number;
  moved: string[];
}

/**
 * Records every layout shift of the context's pages (the browser's own entries, which CLS sums), with what moved, from
 * the page's start; read them with `layoutShiftsSince`.
 */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shifts: Array<{ at: number; value: number; moved: string[] }> = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }
      >) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map(({ node }) =>
          node instanceof Element ? `${node.tagName.toLowerCase()} "${(node.textContent ?? "").slice(0, 40)}"` : "?",
        );
        shifts.push({ at: entry.startTime, value: entry.value, moved });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/**
 * The width and theme pairs an axe pass runs: each width and each theme once (the laptop's width in the light theme,
 * the phone's in the dark), or all four pairs when `all` (SHOTS_DIR, whose screenshots a person looks at).
 */
export function widthThemePairs(laptop: number, phone: number, all: boolean) {
  const pairs = [
    { width: laptop, theme: "light" },
    { width: phone, theme: "dark" },
  ];
  if (all) pairs.push({ width: laptop, theme: "dark" }, { width: phone, theme: "light" });
  return pairs;
}

/**
 * Gives the page another viewport width, as a window resized or a phone turned, and waits two frames: the media
 * queries' change events (and what the app renders on them) have run then.
 */
export async function resizeTo(page: Page, width: number, height = 900): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The shifts recorded since `since` (performance.now()), one readable line each, two frames after the call. */
export async function layoutShiftsSince(page: Page, since = 0): Promise<string[]> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(
    (from) =>
      (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts
        .filter((shift) => shift.at >= from)
        .map(({ value, moved }) => `${value.toFixed(4)}: ${moved.join(", ")}`),
    since,
  );
}
