import { useEffect } from "react";
import { sessionExpired, tokenChangedElsewhere, userLoggedOut } from "../../api/sessionEvents";
import { useAppDispatch, useAppStore } from "../../app/hooks";
import { readItem, STORAGE_KEYS } from "../../lib/storage";

/**
 * Another tab of this browser logged out, saw its session expire, or signed in (the `storage` event on the token's key): this tab follows at
 * once, so no tab keeps showing a session that has ended.
 */
export function useCrossTabSession(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.token && event.key !== null) return;
      const stored = event.key === null ? "" : (event.newValue ?? "");
      const current = store.getState().auth.token;
      if (stored === current) return;
      // A 401 there is one here too (same token): sign in again, and the forms keep their drafts.
      if (stored === "") dispatch(readItem(STORAGE_KEYS.sessionEnd) === "expiry" ? sessionExpired() : userLoggedOut());
      else dispatch(tokenChangedElsewhere(stored));
    };
    window.addEventListener("storage", follow);
    return () => window.removeEventListener("storage", follow);
  }, [dispatch, store]);
}
