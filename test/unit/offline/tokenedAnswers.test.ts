import { NO_ANSWERS_FETCHED_WITH_A_TOKEN } from "../../../config/tokenedAnswers";

/** The plugin as sw.js holds it: Workbox writes each function's source into the file. */
function asServiceWorkerHasIt<T extends (...args: never[]) => unknown>(callback: T): T {
  return new Function(`return (${callback.toString()});`)() as T;
}

const cacheWillUpdate = asServiceWorkerHasIt(NO_ANSWERS_FETCHED_WITH_A_TOKEN.cacheWillUpdate);
const cachedResponseWillBeUsed = asServiceWorkerHasIt(NO_ANSWERS_FETCHED_WITH_A_TOKEN.cachedResponseWillBeUsed);

const api = "http://127.0.0.1:8000/api/events/";
const withToken = () => new Request(api, { headers: { Authorization: "Token abc" } });
const anonymous = () => new Request(api);

describe("the service worker's rule for answers fetched with a token", () => {
  it("never stores an answer to a request that carried a token", async () => {
    expect(await cacheWillUpdate({ request: withToken(), response: new Response("[]") })).toBeNull();
  });

  it("stores a visitor's answer as it is", async () => {
    const response = new Response("[]");
    expect(await cacheWillUpdate({ request: anonymous(), response })).toBe(response);
  });

  it("never answers a request with a token from the cache, and answers a visitor's", async () => {
    const cachedResponse = new Response("[]");
    expect(await cachedResponseWillBeUsed({ request: withToken(), cachedResponse })).toBeNull();
    expect(await cachedResponseWillBeUsed({ request: anonymous(), cachedResponse })).toBe(cachedResponse);
  });
});
