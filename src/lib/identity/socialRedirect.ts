/**
 * When the browser blocks the sign-in pop-up, the provider's page opens in this tab instead; this flag tells the
 * login page, once the participant is back, to collect that sign-in (without it the page never loads the SDK).
 */
const REDIRECT_PENDING_KEY = "social-sign-in-pending";

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function markSocialRedirectPending(): void {
  session()?.setItem(REDIRECT_PENDING_KEY, "1");
}

/** Whether a redirect sign-in is waiting to be collected; asking clears the flag. */
export function takeSocialRedirectPending(): boolean {
  const pending = session()?.getItem(REDIRECT_PENDING_KEY) === "1";
  session()?.removeItem(REDIRECT_PENDING_KEY);
  return pending;
}
