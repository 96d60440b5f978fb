/**
 * An answer fetched with a token is one person's (their teams, their access codes): the service worker never stores
 * one, nor answers a tokened request from its cache. A request still in flight at logout cannot write it back either.
 * (Serialised into sw.js by Workbox: these functions must not use anything from outside themselves.)
 */
export const NO_ANSWERS_FETCHED_WITH_A_TOKEN = {
  cacheWillUpdate: async ({ request, response }: { request: Request; response: Response }) =>
    request.headers.has("Authorization") ? null : response,
  cachedResponseWillBeUsed: async ({ request, cachedResponse }: { request: Request; cachedResponse?: Response }) =>
    request.headers.has("Authorization") ? null : (cachedResponse ?? null),
};
