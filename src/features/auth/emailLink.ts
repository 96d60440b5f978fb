import { readItem, writeItem } from "../../lib/storage";

/** The address a sign-in link was sent to, kept so the link opened in this browser needs no retyping. */
const EMAIL_FOR_SIGN_IN_KEY = "email-for-sign-in";

export const rememberEmailForSignIn = (email: string) => writeItem(EMAIL_FOR_SIGN_IN_KEY, email);
export const rememberedEmailForSignIn = () => readItem(EMAIL_FOR_SIGN_IN_KEY);
export const forgetEmailForSignIn = () => writeItem(EMAIL_FOR_SIGN_IN_KEY, null);

/** Whether a URL is an e-mail sign-in link coming back to the app (Firebase adds mode=signIn and oobCode). */
export function isSignInLink(url: string): boolean {
  const params = new URL(url, "https://codefest.invalid").searchParams;
  return params.get("mode") === "signIn" && Boolean(params.get("oobCode"));
}

/**
 * Where the sign-in link leads back to: this login page, keeping the redirect target and referral code
 * but none of the parameters of an earlier link.
 */
export function signInLinkContinueUrl(origin: string, search: string): string {
  const current = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of ["redirect", "referral"]) {
    const value = current.get(key);
    if (value) kept.set(key, value);
  }
  const query = kept.toString();
  return `${origin}/login${query ? `?${query}` : ""}`;
}
