import { useEffect, useState } from "react";
import { useAppSelector } from "../../app/hooks";
import { loadMessages } from "../../i18n/catalogues";
import { DEFAULT_LANGUAGE, type Language, preferredLanguage } from "../../i18n/languages";
import { translate } from "../../i18n/translate";
import { readItem, STORAGE_KEYS, writeItem } from "../../lib/storage";
import { CloseIcon } from "../../ui/icons";
import * as ui from "../../ui/ui.module.css";
import * as styles from "./LanguageOffer.module.css";
import { languageWasChosen, selectLanguage } from "./languageSlice";
import { useChooseLanguage } from "./useChooseLanguage";

/** The language to offer this visitor, or null: nothing chosen on this device, the offer never closed, a browser preferring a language other than English. */
function languageToOffer(shown: Language): Language | null {
  if (languageWasChosen() || readItem(STORAGE_KEYS.languageOfferDismissed)) return null;
  const preferred = preferredLanguage(navigator.languages ?? [navigator.language]);
  return preferred === shown || preferred === DEFAULT_LANGUAGE ? null : preferred;
}

/**
 * Offers a visitor whose browser prefers Hindi (navigator.languages) the site in Hindi, in Hindi, until a language is
 * chosen or the offer is closed (remembered on the device). Shown after the first render, over the page's corner, so
 * the pre-rendered copy is adopted as it is and nothing on the page moves (CLS 0). Its words are the offered
 * language's `offer` catalogue, downloaded only for such a visitor.
 */
export default function LanguageOffer() {
  const shown = useAppSelector(selectLanguage);
  const choose = useChooseLanguage();
  const [offered, setOffered] = useState<Language | null>(null);

  useEffect(() => {
    const language = languageToOffer(shown);
    if (!language) return;
    let live = true;
    loadMessages(language, ["offer"]).then(
      () => live && setOffered(language),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [shown]);

  if (!offered || offered === shown) return null;
  const dismiss = () => {
    writeItem(STORAGE_KEYS.languageOfferDismissed, "1");
    setOffered(null);
  };
  return (
    <aside lang={offered} aria-label={translate(offered, "offer.label")} className={styles.offer}>
      <p className={styles.text}>{translate(offered, "offer.text")}</p>
      <button
        type="button"
        className={`${ui.button} ${ui.outlined} ${styles.action}`}
        onClick={() => void choose(offered)}
      >
        {translate(offered, "offer.accept")}
      </button>
      <button
        type="button"
        className={`${ui.iconButton} ${styles.close}`}
        aria-label={translate(offered, "offer.dismiss")}
        title={translate(offered, "offer.dismiss")}
        onClick={dismiss}
      >
        <CloseIcon />
      </button>
    </aside>
  );
}
