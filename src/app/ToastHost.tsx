import { useEffect, useState, type ComponentType } from "react";
import { loadMessages } from "../i18n/catalogues";
import { useLanguage } from "../i18n/LanguageContext";
import { onToastWaiting } from "../lib/toast";

/**
 * Renders the toaster once the first toast is asked for, and fetches its code and its words then (not on the first
 * page).
 */
export default function ToastHost() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  const language = useLanguage();

  useEffect(() => {
    let active = true;
    let loading = false;
    const stop = onToastWaiting(() => {
      if (loading) return;
      loading = true;
      Promise.all([import(/* webpackChunkName: "toaster" */ "./Toaster"), loadMessages(language, ["toasts"])]).then(
        ([module]) => {
          if (active) setToaster(() => module.default);
        },
        () => {
          // Offline before the service worker had it: the toast keeps waiting and the next one tries again.
          loading = false;
        },
      );
    });
    return () => {
      active = false;
      stop();
    };
  }, [language]);

  return Toaster ? <Toaster /> : null;
}
