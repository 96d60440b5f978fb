import type * as Recaptcha from "../../../src/lib/recaptcha";

type RecaptchaModule = typeof Recaptcha;

/** A fresh copy of the module: it keeps the loaded script between calls, which must not leak from one test to another. */
async function freshGetRecaptchaToken(): Promise<RecaptchaModule["getRecaptchaToken"]> {
  let loaded: RecaptchaModule | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import("../../../src/lib/recaptcha");
  });
  return loaded!.getRecaptchaToken;
}

describe("the invisible bot check", () => {
  afterEach(() => {
    document.head.querySelectorAll("script").forEach((script) => script.remove());
    delete window.grecaptcha;
  });

  it("loads no script and answers with an empty response when no site key is configured", async () => {
    const getRecaptchaToken = await freshGetRecaptchaToken();
    await expect(getRecaptchaToken("register", "")).resolves.toBe("");
    expect(document.querySelector("script")).toBeNull();
  });

  it("loads the score-based script for the site key and returns its response for the action", async () => {
    const getRecaptchaToken = await freshGetRecaptchaToken();
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
