/**
 * When the browser blocks the sign-in pop-up, the provider's page opens in this tab instead; this flag tells the
 * login page, once the participant is back, to collect that sign-in (without it the page never loads the SDK).
 * Storage that throws (blocked, some private modes) loses only the flag: the pop-up sign-in still works.
 */
const REDIRECT_PENDING_KEY = "social-sign-in-pending";

function attempt<T>(act: (storage: Storage) => T, fallback: T): T {
  try {
    return act(window.sessionStorage);
  } catch {
    return fallback;
  }
}

export function markSocialRedirectPending(): void {
  attempt((storage) => storage.setItem(REDIRECT_PENDING_KEY, "1"), undefined);
}

/** Whether a redirect sign-in is waiting to be collected; asking clears the flag. */
export function takeSocialRedirectPending(): boolean {
  const pending = attempt((storage) => storage.getItem(REDIRECT_PENDING_KEY) === "1", false);
  forgetSocialRedirect();
  return pending;
}

export function forgetSocialRedirect(): void {
  attempt((storage) => storage.removeItem(REDIRECT_PENDING_KEY), undefined);
}
