import { BotCheckError } from "../../lib/recaptcha";

/** Firebase Authentication error codes turned into sentences a participant can act on. */
const MESSAGES: Record<string, string> = {
  "auth/wrong-password": "Wrong e-mail or password.",
  "auth/invalid-credential": "Wrong e-mail or password.",
  "auth/invalid-login-credentials": "Wrong e-mail or password.",
  "auth/user-not-found": "No account uses this e-mail address. Check it, or create an account.",
  "auth/email-already-in-use": "An account already uses this e-mail address. Sign in instead.",
  "auth/invalid-email": "That e-mail address does not look right. Check it and try again.",
  "auth/missing-email": "Enter your e-mail address.",
  "auth/missing-password": "Enter your password.",
  "auth/weak-password": "That password is too weak. Use at least 6 characters.",
  "auth/too-many-requests": "Too many attempts. Wait a few minutes, then try again.",
  "auth/network-request-failed": "Could not reach the sign-in service. Check your connection and try again.",
  "auth/popup-closed-by-user": "The sign-in window was closed before signing in finished.",
  "auth/cancelled-popup-request": "The sign-in window was closed before signing in finished.",
  "auth/popup-blocked": "The browser blocked the sign-in window. Allow pop-ups for this site and try again.",
  "auth/account-exists-with-different-credential":
    "An account already uses this e-mail address with another sign-in method. Use that method instead.",
  "auth/user-disabled": "This account has been disabled. Contact the organisers.",
  "auth/invalid-phone-number": "That phone number does not look right. Include the country code, e.g. +91.",
  "auth/missing-phone-number": "Enter your phone number.",
  "auth/invalid-verification-code": "That code is not right. Check the SMS and try again.",
  "auth/code-expired": "That code has expired. Ask for a new one.",
  "auth/invalid-action-code": "This sign-in link is invalid or was already used. Ask for a new one.",
  "auth/expired-action-code": "This sign-in link has expired. Ask for a new one.",
  "auth/requires-recent-login": "Please sign in again, then retry.",
  "auth/operation-not-allowed": "This sign-in method is not enabled for the festival.",
  "auth/unauthorized-domain": "This sign-in method does not work on this address.",
  "auth/quota-exceeded": "Too many SMS were sent. Try again later or use another sign-in method.",
  "auth/captcha-check-failed": "The bot check failed. Reload the page and try again.",
};

export const UNKNOWN_PROVIDER_ERROR = "Signing in did not work. Please try again.";

function codeOf(error: unknown): string | undefined {
  if (error && typeof error === "object" && "code" in error && typeof error.code === "string") return error.code;
  return undefined;
}

const WRONG_PASSWORD_CODES = new Set([
  "auth/wrong-password",
  "auth/invalid-credential",
  "auth/invalid-login-credentials",
]);

/** At a password change only the current password was typed: "wrong e-mail or password" would mislead. */
export function passwordChangeErrorMessage(error: unknown): string {
  const code = codeOf(error);
  if (code && WRONG_PASSWORD_CODES.has(code)) return "Your current password is not right. Check it and try again.";
  return providerErrorMessage(error);
}

/** The readable message for anything the identity provider throws. */
export function providerErrorMessage(error: unknown): string {
  if (error instanceof BotCheckError) return error.message;
  const code = codeOf(error);
  if (code && MESSAGES[code]) return MESSAGES[code];
  if (error instanceof TypeError) return MESSAGES["auth/network-request-failed"];
  return UNKNOWN_PROVIDER_ERROR;
}
