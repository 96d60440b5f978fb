import { longDate } from "../i18n/dates";
import type { Language } from "../i18n/languages";
import { countryName } from "./countryName";
import { nextTask } from "./nextTask";

/**
 * The first date and the first country name a page writes each set up a share of the browser's locale data (ICU's)
 * on first use: 70 to 150 ms of a phone's main thread (Chromium, CPU slowed 4x) for the first, less for the other,
 * inside whichever render writes them first (on the dashboard, the profile's country or a certificate's day). Done
 * here, each in a task of its own while the page's first reads are on their way (a network round trip at least),
 * those renders do not carry it: a render's task then holds the render alone. Not in idle callbacks, which on a phone
 * came after the profile's answer had rendered (the chunks' evaluation kept the main thread busy until then).
 */
export async function prepareIntl(language: Language): Promise<void> {
  await nextTask();
  longDate(language, 0, "UTC");
  await nextTask();
  countryName("IN", language);
}
