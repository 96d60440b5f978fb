import { Navigate, Outlet, useLocation, useSearchParams } from "react-router-dom";
import { selectIsLoggedIn, selectSessionEndedBy } from "../features/auth/authSlice";
import { useAppSelector } from "./hooks";
import { paths, safeRedirect } from "./paths";

/**
 * Protected routes: without a session, go to /login remembering the full original path.
 * A user who has just logged out is taken home instead.
 */
export function RequireAuth() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const endedBy = useAppSelector(selectSessionEndedBy);
  const location = useLocation();
  if (!isLoggedIn && endedBy === "logout") return <Navigate replace to={paths.home} />;
  if (!isLoggedIn) {
    const original = location.pathname + location.search + location.hash;
    return <Navigate replace to={paths.loginWithRedirect(original)} />;
  }
  return <Outlet />;
}

/** /login: a logged-in user goes to the redirect target when it is on this site, else to the dashboard. */
export function GuestOnly() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const [searchParams] = useSearchParams();
  if (isLoggedIn) return <Navigate replace to={safeRedirect(searchParams.get("redirect"))} />;
  return <Outlet />;
}
