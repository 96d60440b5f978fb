import { Navigate, Outlet, useLocation, useSearchParams } from "react-router-dom";
import { paths } from "../config/paths";
import { selectIsLoggedIn, selectNeedsProfile, selectSessionEndedBy } from "../features/auth/authSlice";
import { landingAfterSignIn } from "../features/auth/landing";
import { useAppSelector } from "./hooks";

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
  const needsProfile = useAppSelector(selectNeedsProfile);
  const [searchParams] = useSearchParams();
  if (isLoggedIn) return <Navigate replace to={landingAfterSignIn(needsProfile, searchParams.get("redirect"))} />;
  return <Outlet />;
}
