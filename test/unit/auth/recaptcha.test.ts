import { getRecaptchaToken } from "../../../src/lib/recaptcha";

describe("the invisible bot check", () => {
  it("loads no script and answers with an empty response when no site key is configured", async () => {
    await expect(getRecaptchaToken("register", "")).resolves.toBe("");
    expect(document.querySelector("script")).toBeNull();
  });

  it("loads the score-based script for the site key and returns its response for the action", async () => {
    const promise = getRecaptchaToken("register", "site-key-123456");
    const script = document.querySelector("script");
    expect(script?.src).toBe("https://www.google.com/recaptcha/api.js?render=site-key-123456");
    const execute = jest.fn(async () => "captcha-response");
    window.grecaptcha = { ready: (callback) => callback(), execute };
    script?.dispatchEvent(new Event("load"));
    await expect(promise).resolves.toBe("captcha-response");
    expect(execute).toHaveBeenCalledWith("site-key-123456", { action: "register" });
  });
});
