/** The service worker's cache of public API reads (events/, leaderboard/, cas/). */
export const PUBLIC_API_CACHE = "public-api";

/**
 * The cached events/ answer can hold the signed-in user's teams, so it goes when the session ends:
 * the next person on this browser never sees them offline.
 */
export async function clearPublicApiCache(): Promise<void> {
  if (typeof caches === "undefined") return;
  try {
    await caches.delete(PUBLIC_API_CACHE);
  } catch {
    // no cache storage (private mode): nothing was cached
  }
}
