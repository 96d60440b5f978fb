import type { MessageKey } from "../../i18n/catalogues";
import type { Translate } from "../../i18n/useT";
import { BotCheckError } from "../../lib/recaptcha";

/**
 * Firebase Authentication error codes turned into sentences a participant can act on (in the toasts' catalogue, which
 * every page that signs in or changes a password loads with its code: src/app/routeTable.tsx).
 */
const MESSAGES: Record<string, MessageKey> = {
  "auth/wrong-password": "toast.signIn.wrongPassword",
  "auth/invalid-credential": "toast.signIn.wrongPassword",
  "auth/invalid-login-credentials": "toast.signIn.wrongPassword",
  "auth/user-not-found": "toast.signIn.userNotFound",
  "auth/email-already-in-use": "toast.signIn.emailInUse",
  "auth/invalid-email": "toast.signIn.invalidEmail",
  "auth/missing-email": "toast.signIn.missingEmail",
  "auth/missing-password": "toast.signIn.missingPassword",
  "auth/weak-password": "toast.signIn.weakPassword",
  "auth/too-many-requests": "toast.signIn.tooManyRequests",
  "auth/network-request-failed": "toast.signIn.network",
  "auth/popup-closed-by-user": "toast.signIn.popupClosed",
  "auth/cancelled-popup-request": "toast.signIn.popupClosed",
  "auth/popup-blocked": "toast.signIn.popupBlocked",
  "auth/account-exists-with-different-credential": "toast.signIn.otherMethod",
  "auth/user-disabled": "toast.signIn.disabled",
  "auth/invalid-phone-number": "toast.signIn.invalidPhone",
  "auth/missing-phone-number": "toast.signIn.missingPhone",
  "auth/invalid-verification-code": "toast.signIn.wrongCode",
  "auth/code-expired": "toast.signIn.codeExpired",
  "auth/invalid-action-code": "toast.signIn.linkInvalid",
  "auth/expired-action-code": "toast.signIn.linkExpired",
  "auth/requires-recent-login": "toast.signIn.recentLogin",
  "auth/operation-not-allowed": "toast.signIn.notAllowed",
  "auth/unauthorized-domain": "toast.signIn.unauthorizedDomain",
  "auth/quota-exceeded": "toast.signIn.quota",
  "auth/captcha-check-failed": "toast.signIn.captchaFailed",
};

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
export function passwordChangeErrorMessage(error: unknown, t: Translate): string {
  const code = codeOf(error);
  if (code && WRONG_PASSWORD_CODES.has(code)) return t("toast.signIn.wrongCurrentPassword");
  return providerErrorMessage(error, t);
}

/** The readable message for anything the identity provider throws, in the language of `t`. */
export function providerErrorMessage(error: unknown, t: Translate): string {
  if (error instanceof BotCheckError) return t("toast.signIn.botCheck");
  const code = codeOf(error);
  if (code && MESSAGES[code]) return t(MESSAGES[code]);
  if (error instanceof TypeError) return t("toast.signIn.network");
  return t("toast.signIn.unknown");
}
