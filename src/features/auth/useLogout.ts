import { useCallback } from "react";
import { logoutRequested } from "../../api/sessionEvents";
import { useAppDispatch } from "../../app/hooks";

/**
 * The header's Logout: the store's listeners tell the API to end the token (never waited for), clear the session at
 * once, and the guards leave protected pages.
 */
export function useLogout(): () => void {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    dispatch(logoutRequested());
  }, [dispatch]);
}
