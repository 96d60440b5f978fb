/** The service worker's cache of public API reads (events/, leaderboard/, cas/). */
export const PUBLIC_API_CACHE = "public-api-reads";

/** Names the cache had in versions that could store answers fetched with a token. */
export const EARLIER_PUBLIC_API_CACHES = ["public-api"];

async function deleteCaches(names: string[]): Promise<void> {
  if (typeof caches === "undefined") return;
  try {
    await Promise.all(names.map((name) => caches.delete(name)));
  } catch {
    // no cache storage (private mode): nothing was cached
  }
}

/**
 * The session's end empties the cache of API reads: the next person on this browser starts from the network.
 * (Answers fetched with a token are never stored: see config/tokenedAnswers.ts.)
 */
export function clearPublicApiCache(): Promise<void> {
  return deleteCaches([PUBLIC_API_CACHE, ...EARLIER_PUBLIC_API_CACHES]);
}

/** An earlier version's cache may hold someone's teams: it goes as soon as this version runs. */
export function dropEarlierApiCaches(): Promise<void> {
  return deleteCaches(EARLIER_PUBLIC_API_CACHES);
}
