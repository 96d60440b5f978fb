import type { AppContext } from "../context";

/** Whether e-mail is on (SMTP_URL set): without it nothing is queued. */
export const emailOn = (context: AppContext) => Boolean(context.config.mail?.smtpUrl);

/** Whether the announcements' webhook channel is on (ANNOUNCE_WEBHOOK_URL set and accepted). */
export const webhookOn = (context: AppContext) => Boolean(context.config.mail?.webhookUrl);
