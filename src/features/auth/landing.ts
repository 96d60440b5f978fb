import { paths, safeRedirect } from "../../config/paths";

/**
 * Where /login sends a participant who has just signed in: the on-site redirect target or the dashboard;
 * a new or incomplete profile is filled first, and the profile form then continues to that target (`?next=`).
 */
export function landingAfterSignIn(needsProfile: boolean, redirect: string | null): string {
  const target = safeRedirect(redirect);
  if (!needsProfile) return target;
  return target === paths.dashboard ? paths.profileEdit : paths.profileEditThenNext(target);
}
