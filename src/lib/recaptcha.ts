import { config } from "../config/appConfig";

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const RECAPTCHA_FAILED_MESSAGE = "The bot check could not run. Check your connection and try again.";

/**
 * The bot check could not give a response. Its message is the English one, for logs; the participant reads it in their
 * language (providerErrorMessage, the `toast.signIn.botCheck` message).
 */
export class BotCheckError extends Error {
  constructor() {
    super(RECAPTCHA_FAILED_MESSAGE);
    this.name = "BotCheckError";
  }
}

let scriptPromise: Promise<Grecaptcha> | undefined;

function loadScript(siteKey: string): Promise<Grecaptcha> {
  scriptPromise ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new BotCheckError()));
    script.onerror = () => {
      scriptPromise = undefined;
      script.remove();
      reject(new BotCheckError());
    };
    document.head.append(script);
  });
  return scriptPromise;
}

/**
 * The invisible, score-based bot check's response for an action. Without a site key no script loads
 * and the response is empty, as the API expects.
 */
export async function getRecaptchaToken(action: string, siteKey: string = config.recaptchaSiteKey): Promise<string> {
  if (!siteKey) return "";
  const grecaptcha = await loadScript(siteKey);
  return new Promise<string>((resolve, reject) => {
    grecaptcha.ready(() => {
      grecaptcha.execute(siteKey, { action }).then(resolve, () => reject(new BotCheckError()));
    });
  });
}
