import type { Language } from "../../i18n/languages";
import { translate } from "../../i18n/translate";
import { STORAGE_KEYS, writeItem } from "../../lib/storage";
import { CloseIcon } from "../../ui/icons";
import * as ui from "../../ui/ui.module.css";
import * as styles from "./LanguageOffer.module.css";
import { useChooseLanguage } from "./useChooseLanguage";

interface Props {
  offered: Language;
  /** The offer was closed (remembered on the device by then). */
  onClosed: () => void;
}

/** The offer itself, in the offered language (LanguageOffer loads it, with its words, only for a visitor it suits). */
export default function LanguageOfferPanel({ offered, onClosed }: Props) {
  const choose = useChooseLanguage();
  const dismiss = () => {
    writeItem(STORAGE_KEYS.languageOfferDismissed, "1");
    onClosed();
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
