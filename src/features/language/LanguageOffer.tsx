import { type ComponentType, useEffect, useState } from "react";
import { useAppSelector } from "../../app/hooks";
import { loadMessages } from "../../i18n/catalogues";
import { DEFAULT_LANGUAGE, type Language, preferredLanguage } from "../../i18n/languages";
import { readItem, STORAGE_KEYS } from "../../lib/storage";
import type LanguageOfferPanel from "./LanguageOfferPanel";
import { languageWasChosen, selectLanguage } from "./languageSlice";

/** The language to offer this visitor, or null: nothing chosen on this device, the offer never closed, a browser preferring a language other than English. */
function languageToOffer(shown: Language): Language | null {
  if (languageWasChosen() || readItem(STORAGE_KEYS.languageOfferDismissed)) return null;
  const preferred = preferredLanguage(navigator.languages ?? [navigator.language]);
  return preferred === shown || preferred === DEFAULT_LANGUAGE ? null : preferred;
}

/**
 * Offers a visitor whose browser prefers Hindi (navigator.languages) the site in Hindi, in Hindi, until a language is
 * chosen or the offer is closed (remembered on the device). Shown after the first render, over the page's corner, so
 * the pre-rendered copy is adopted as it is and nothing on the page moves (CLS 0). The offer's code and its words (the
 * offered language's `offer` catalogue) are downloaded only for such a visitor: the first visit's entry holds this
 * check alone.
 */
export default function LanguageOffer() {
  const shown = useAppSelector(selectLanguage);
  const [offer, setOffer] = useState<{
    language: Language;
    Panel: ComponentType<Parameters<typeof LanguageOfferPanel>[0]>;
  } | null>(null);

  useEffect(() => {
    const language = languageToOffer(shown);
    if (!language) return;
    let live = true;
    Promise.all([
      import(/* webpackChunkName: "language-offer" */ "./LanguageOfferPanel"),
      loadMessages(language, ["offer"]),
    ]).then(
      ([panel]) => live && setOffer({ language, Panel: panel.default }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [shown]);

  if (!offer || offer.language === shown) return null;
  const { language, Panel } = offer;
  return <Panel offered={language} onClosed={() => setOffer(null)} />;
}
