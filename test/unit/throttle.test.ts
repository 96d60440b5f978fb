import { apiWordsIn } from "../../src/api/apiWords";
import { retryAfterSeconds, throttledWords } from "../../src/api/throttle";

describe("the wait of a throttled call", () => {
  it("takes Retry-After's seconds first", () => {
    expect(retryAfterSeconds("120", "Request was throttled. Expected available in 5 seconds.")).toBe(120);
  });

  it("takes Retry-After as an HTTP date", () => {
    const now = Date.parse("2020-11-23T10:00:00Z");
    expect(retryAfterSeconds("Mon, 23 Nov 2020 10:01:30 GMT", undefined, now)).toBe(90);
  });

  it("falls back to the N of the detail, singular or plural, when the header is missing", () => {
    expect(retryAfterSeconds(null, "Request was throttled. Expected available in 42 seconds.")).toBe(42);
    expect(retryAfterSeconds("", "Request was throttled. Expected available in 1 second.")).toBe(1);
    expect(retryAfterSeconds(null, "Slow down")).toBeNull();
  });

  it.each([
    [30, "Too many attempts. Try again in 30 seconds."],
    [59, "Too many attempts. Try again in 59 seconds."],
    [60, "Too many attempts. Try again in 1 minute."],
    [61, "Too many attempts. Try again in 2 minutes."],
    [120, "Too many attempts. Try again in 2 minutes."],
    [1, "Too many attempts. Try again in a moment."],
    [null, "Too many attempts. Wait a little, then try again."],
  ])("says %p seconds as %j", async (seconds, message) => {
    expect(await apiWordsIn("en", throttledWords(seconds))).toBe(message);
  });

  it.each([
    [30, "बहुत सारे प्रयास। 30 सेकंड बाद फिर कोशिश करें।"],
    [61, "बहुत सारे प्रयास। 2 मिनट बाद फिर कोशिश करें।"],
    [null, "बहुत सारे प्रयास। थोड़ा रुककर फिर कोशिश करें।"],
  ])("says %p seconds in Hindi as %j", async (seconds, message) => {
    expect(await apiWordsIn("hi", throttledWords(seconds))).toBe(message);
  });
});
