import { useEffect, useState, type ComponentType } from "react";
import { onToastWaiting } from "../lib/toast";

/** Renders the toaster once the first toast is asked for, and fetches its code then (not on the first page). */
export default function ToastHost() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);

  useEffect(() => {
    let active = true;
    let loading = false;
    const stop = onToastWaiting(() => {
      if (loading) return;
      loading = true;
      import(/* webpackChunkName: "toaster" */ "./Toaster").then(
        (module) => {
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
  }, []);

  return Toaster ? <Toaster /> : null;
}
