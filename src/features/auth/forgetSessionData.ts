import { clearAllDrafts } from "../../lib/formDrafts";
import { forgetSocialRedirect } from "../../lib/identity/socialRedirect";
import { forgetEmailForSignIn } from "./emailLink";

/**
 * A chosen logout (here or in another tab) leaves nothing of the session in this browser's storage: the forms'
 * drafts, the address a sign-in link was sent to, a pending redirect sign-in. A 401 keeps them (see listeners.ts).
 */
export function forgetSessionData(): void {
  clearAllDrafts();
  forgetEmailForSignIn();
  forgetSocialRedirect();
}
