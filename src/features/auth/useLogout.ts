import { useCallback } from "react";
import { userLoggedOut } from "../../api/sessionEvents";
import { useAppDispatch } from "../../app/hooks";

/** Logs out; the store's listeners clear the session and the guards leave protected pages. */
export function useLogout(): () => void {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    dispatch(userLoggedOut());
  }, [dispatch]);
}
