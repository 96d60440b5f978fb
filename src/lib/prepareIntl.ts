import type { Language } from "../i18n/languages";
import { nextTask } from "./nextTask";

/**
 * Makes the first uses on the page's own thread, one per task, as the pages did before the worker. Their list comes
 * in a chunk of its own, fetched only then: the entry carries no more than the worker's start.
 */
async function onThisThread(language: Language): Promise<void> {
  const { intlFirstUses } = await import(/* webpackChunkName: "intl-first-uses" */ "./intlFirstUses");
  for (const firstUse of intlFirstUses(language)) {
    await nextTask();
    try {
      firstUse();
    } catch {
      // A service this browser lacks: the render that needs it falls back as it does anyway.
    }
  }
}

/**
 * The first date, country name, plural or number a page writes each set up a share of the browser's locale data
 * (ICU's) on first use: 70 to 150 ms of a phone's main thread (Chromium, CPU slowed 4x) for the first, less for the
 * others, inside whichever render or task comes first. ICU keeps that data for the whole renderer, so a worker that
 * makes those first uses (src/lib/intlWarmup.worker.ts) while the page's code and first reads are on their way
 * leaves the page's renders about nothing of it (measured at 4x: the first date 69 to 155 ms without, 0 to 3 ms
 * after a worker's). Where no worker can start (or its code does not load), the same uses are made here instead, each
 * in a task of its own: the renders of the first answers then still do not carry them.
 */
export function prepareIntl(language: Language): void {
  // Offline, the fallback's list may not load either: the renders then pay for the data as they would anyway.
  const onThisThreadInstead = () => void onThisThread(language).catch(() => undefined);
  if (typeof Worker !== "function") return onThisThreadInstead();
  try {
    const worker = new Worker(
      /* webpackChunkName: "intl-warmup" */ new URL("./intlWarmup.worker.ts", import.meta.url),
      {
        name: language,
      },
    );
    // Its code did not load (offline on a first visit) or could not run: the uses are made here after all.
    worker.onerror = (event) => {
      event.preventDefault();
      onThisThreadInstead();
    };
  } catch {
    onThisThreadInstead();
  }
}
