import type { AppContext } from "../../server/src/context";
import { emailOn, webhookOn } from "../../server/src/services/mailSwitch";

// Whether the announcements' channels are on: what the console shows and what the API refuses to queue.

const context = (mail: unknown) => ({ config: { mail } }) as unknown as AppContext;

describe("the mail channels' switches", () => {
  it("turns e-mail on only with an SMTP URL", () => {
    expect(emailOn(context({ smtpUrl: "smtp://127.0.0.1:2525" }))).toBe(true);
    expect(emailOn(context({ smtpUrl: "" }))).toBe(false);
    expect(emailOn(context({ webhookUrl: "https://hooks.example/x" }))).toBe(false);
    expect(emailOn(context(undefined))).toBe(false);
  });

  it("turns the webhook on only with its URL", () => {
    expect(webhookOn(context({ webhookUrl: "https://hooks.example/x" }))).toBe(true);
    expect(webhookOn(context({ smtpUrl: "smtp://127.0.0.1:2525" }))).toBe(false);
    expect(webhookOn(context(undefined))).toBe(false);
  });
});
