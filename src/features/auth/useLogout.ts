import { useCallback } from "react";
import { useAppDispatch } from "../../app/hooks";
import { userLoggedOut } from "./authEvents";
import { endServerSession } from "./endServerSession";

interface SessionState {
  auth: { token: string };
}

/**
 * Logs out: the API is told to end the token (sent before the token is forgotten, never waited for), then the store's
 * listeners clear the session at once and the guards leave protected pages.
 */
export const logOut =
  () => (dispatch: (action: ReturnType<typeof userLoggedOut>) => unknown, getState: () => SessionState) => {
    const { token } = getState().auth;
    if (token) void endServerSession(token);
    dispatch(userLoggedOut());
  };

/** The header's Logout. */
export function useLogout(): () => void {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    dispatch(logOut());
  }, [dispatch]);
}
