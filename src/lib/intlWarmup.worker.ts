/**
 * A thread that only makes the first use of each locale service the signed-in pages need (src/lib/intlFirstUses.ts),
 * in the language it is named after, and ends: ICU's data is then loaded for the page's own thread as well.
 * Started by src/lib/prepareIntl.ts.
 */
import { isLanguage } from "../i18n/languages";
import { intlFirstUses } from "./intlFirstUses";

const language = isLanguage(self.name) ? self.name : "en";
for (const firstUse of intlFirstUses(language)) {
  try {
    firstUse();
  } catch {
    // A service this browser lacks: the page's own use of it falls back as it does without this thread.
  }
}
self.close();
