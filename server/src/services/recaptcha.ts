import type { ServerConfig } from "../config";

/**
 * Asks the bot-check service whether `response` passed (score-based: at least `minScore`). No secret configured:
 * the check is skipped. A failure to reach the service counts as a failed check.
 */
export async function passesBotCheck(settings: ServerConfig["recaptcha"], response: string): Promise<boolean> {
  if (!settings) return true;
  if (!response) return false;
  try {
    const reply = await fetch(settings.verifyUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ secret: settings.secret, response }).toString(),
      signal: AbortSignal.timeout(5000),
    });
    if (!reply.ok) return false;
    const result = (await reply.json()) as { success?: unknown; score?: unknown };
    if (result.success !== true) return false;
    return typeof result.score !== "number" || result.score >= settings.minScore;
  } catch {
    return false;
  }
}
