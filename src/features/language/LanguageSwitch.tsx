import { useAppSelector } from "../../app/hooks";
import { LANGUAGE_NAMES, LANGUAGE_SHORT_NAMES, LANGUAGES } from "../../i18n/languages";
import { useT } from "../../i18n/useT";
import * as ui from "../../ui/ui.module.css";
import { selectLanguage } from "./languageSlice";
import * as styles from "./LanguageSwitch.module.css";
import { useChooseLanguage } from "./useChooseLanguage";

/**
 * The header's language switch: a button named by the other language in itself ("हिन्दी" on the English pages,
 * "English" on the Hindi ones), so a reader of either finds it. Pressing it changes the language at once, without a
 * reload: what is typed in a form stays. Below 400 px it shows the name's start ("हि", "EN"; the whole name is still
 * its accessible name); under 360 px the header's menu holds it (src/app/layout/Header.tsx). With more than two languages it becomes a menu of their names.
 */
export default function LanguageSwitch({ className = "", inMenu = false }: { className?: string; inMenu?: boolean }) {
  const shown = useAppSelector(selectLanguage);
  const choose = useChooseLanguage();
  const t = useT();
  const other = LANGUAGES.find((language) => language !== shown) ?? shown;
  return (
    <button
      type="button"
      lang={other}
      className={`${ui.button} ${inMenu ? "" : styles.inBar} ${className}`}
      aria-label={LANGUAGE_NAMES[other]}
      title={t("language.switchTo", { name: LANGUAGE_NAMES[other] })}
      onClick={() => void choose(other)}
    >
      <span className={styles.full}>{LANGUAGE_NAMES[other]}</span>
      <span className={styles.short}>{LANGUAGE_SHORT_NAMES[other]}</span>
    </button>
  );
}
