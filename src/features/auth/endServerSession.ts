import { config } from "../../config/appConfig";

/** A logout waits this long at most for the API; the local session ends at once regardless. */
const LOGOUT_CALL_TIMEOUT_MS = 5000;

/**
 * POST logout/ with the token being given up (docs/API.md "Sessions"). Best effort: offline, slow or refused, the
 * browser forgets the token anyway, and an unused token ends on the server after 30 days.
 */
export async function endServerSession(token: string, baseUrl: string = config.apiBaseUrl): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LOGOUT_CALL_TIMEOUT_MS);
  try {
    const response = await fetch(new URL("logout/", baseUrl).toString(), {
      method: "POST",
      headers: { Accept: "application/json", Authorization: `Token ${token}` },
      signal: controller.signal,
    });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
