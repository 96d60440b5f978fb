import { Navigate, Outlet, useLocation, useSearchParams } from "react-router-dom";
import { selectIsLoggedIn, selectLandingPath, selectSessionEndedBy } from "../features/auth/authSlice";
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

/**
 * /login: a logged-in user goes to the redirect target when it is on this site, else to the dashboard;
 * a new or incomplete profile goes to the profile form first.
 */
export function GuestOnly() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const landing = useAppSelector(selectLandingPath);
  const [searchParams] = useSearchParams();
  if (isLoggedIn) return <Navigate replace to={landing ?? safeRedirect(searchParams.get("redirect"))} />;
  return <Outlet />;
}
