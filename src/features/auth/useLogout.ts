import { useCallback } from "react";
import { useAppDispatch } from "../../app/hooks";
import { userLoggedOut } from "./authEvents";

/** Logs out; the store's listeners clear the session and the guards leave protected pages. */
export function useLogout(): () => void {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    dispatch(userLoggedOut());
  }, [dispatch]);
}
