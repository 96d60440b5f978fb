import { providerErrorMessage } from "../../../src/features/auth/providerErrors";
import { loadMessages } from "../../../src/i18n/catalogues";
import type { Language } from "../../../src/i18n/languages";
import { translate } from "../../../src/i18n/translate";
import type { Translate } from "../../../src/i18n/useT";
import { BotCheckError, RECAPTCHA_FAILED_MESSAGE } from "../../../src/lib/recaptcha";

const wordsIn =
  (language: Language): Translate =>
  (key, values) =>
    translate(language, key, values);
const t = wordsIn("en");
const UNKNOWN_PROVIDER_ERROR = "Signing in did not work. Please try again.";

beforeAll(() => Promise.all([loadMessages("en", ["toasts"]), loadMessages("hi", ["toasts"])]));

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
    expect(providerErrorMessage(withCode(code), t)).toBe(message);
  });

  it("never shows the provider's raw text for an unknown code", () => {
    expect(providerErrorMessage(withCode("auth/internal-error"), t)).toBe(UNKNOWN_PROVIDER_ERROR);
    expect(providerErrorMessage("boom", t)).toBe(UNKNOWN_PROVIDER_ERROR);
    expect(providerErrorMessage(undefined, t)).toBe(UNKNOWN_PROVIDER_ERROR);
  });

  it("treats a failed fetch as a network failure", () => {
    expect(providerErrorMessage(new TypeError("Failed to fetch"), t)).toBe(
      "Could not reach the sign-in service. Check your connection and try again.",
    );
  });

  it("passes the bot check's own message through", () => {
    expect(providerErrorMessage(new BotCheckError(), t)).toBe(RECAPTCHA_FAILED_MESSAGE);
  });

  it("says it in Hindi for a participant who chose Hindi", () => {
    const hindi = wordsIn("hi");
    expect(providerErrorMessage(withCode("auth/wrong-password"), hindi)).toBe("ई-मेल या पासवर्ड ग़लत है।");
    expect(providerErrorMessage(withCode("auth/internal-error"), hindi)).toBe("साइन इन नहीं हो सका। कृपया फिर कोशिश करें।");
    expect(providerErrorMessage(new BotCheckError(), hindi)).toBe(
      "बॉट जाँच नहीं चल सकी। अपना कनेक्शन जाँचें और फिर कोशिश करें।",
    );
  });
});
