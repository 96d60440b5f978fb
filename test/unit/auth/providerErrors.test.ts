import { providerErrorMessage, UNKNOWN_PROVIDER_ERROR } from "../../../src/features/auth/providerErrors";
import { BotCheckError, RECAPTCHA_FAILED_MESSAGE } from "../../../src/lib/recaptcha";

const withCode = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe("providerErrorMessage", () => {
  it.each([
    ["auth/wrong-password", "Wrong e-mail or password."],
    ["auth/invalid-credential", "Wrong e-mail or password."],
    ["auth/weak-password", "That password is too weak. Use at least 6 characters."],
    ["auth/too-many-requests", "Too many attempts. Wait a few minutes, then try again."],
    ["auth/user-not-found", "No account uses this e-mail address. Check it, or create an account."],
    ["auth/email-already-in-use", "An account already uses this e-mail address. Sign in instead."],
    ["auth/invalid-email", "That e-mail address does not look right. Check it and try again."],
    ["auth/network-request-failed", "Could not reach the sign-in service. Check your connection and try again."],
    ["auth/popup-closed-by-user", "The sign-in window was closed before signing in finished."],
    ["auth/popup-blocked", "The browser blocked the sign-in window. Allow pop-ups for this site and try again."],
    ["auth/invalid-verification-code", "That code is not right. Check the SMS and try again."],
  ])("turns %s into %j", (code, message) => {
    expect(providerErrorMessage(withCode(code))).toBe(message);
  });

  it("never shows the provider's raw text for an unknown code", () => {
    expect(providerErrorMessage(withCode("auth/internal-error"))).toBe(UNKNOWN_PROVIDER_ERROR);
    expect(providerErrorMessage("boom")).toBe(UNKNOWN_PROVIDER_ERROR);
    expect(providerErrorMessage(undefined)).toBe(UNKNOWN_PROVIDER_ERROR);
  });

  it("treats a failed fetch as a network failure", () => {
    expect(providerErrorMessage(new TypeError("Failed to fetch"))).toBe(
      "Could not reach the sign-in service. Check your connection and try again.",
    );
  });

  it("passes the bot check's own message through", () => {
    expect(providerErrorMessage(new BotCheckError())).toBe(RECAPTCHA_FAILED_MESSAGE);
  });
});
