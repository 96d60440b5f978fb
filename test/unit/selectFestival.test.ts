import type { Festival } from "../../contract/eventContent";
import { SEED_FESTIVAL } from "../../contract/festival";
import { NO_PAGE_ANSWERS } from "../../src/content/pageAnswers";
import { selectFestival } from "../../src/content/selectFestival";

/** A copy as an answer's body is read: parsed from JSON, a new object with the same words. */
const parsed = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A store's state with `festival/`'s answer in RTK Query's cache, as the app's store holds it. */
const answered = (festival: Festival, renderedFrom?: Festival) => ({
  api: {
    queries: {
      "getFestival(undefined)": {
        endpointName: "getFestival",
        data: { version: 3, published_at: "2026-11-20T10:00:00Z", festival },
      },
    },
  },
  ...(renderedFrom ? { pageAnswers: { ...NO_PAGE_ANSWERS, festival: renderedFrom } } : {}),
});

// react-redux draws a component again when its selector's result is another object: these tests hold the header,
// footer and title to what is shown, not to how many objects the answers were parsed into.
describe("selectFestival", () => {
  it("shows the build's identity before the answer", () => {
    expect(selectFestival({})).toBe(SEED_FESTIVAL);
  });

  it("keeps the identity already shown when the published one says the same", () => {
    const sameWords = parsed(SEED_FESTIVAL);
    const state = answered(sameWords);
    expect(selectFestival(state)).toBe(SEED_FESTIVAL);
    expect(selectFestival(state)).toBe(SEED_FESTIVAL);
  });

  it("shows the published identity when it says something else, the same object on every read", () => {
    const renamed = { ...parsed(SEED_FESTIVAL), title: "Codefest '21" };
    const state = answered(renamed);
    expect(selectFestival(state)).toBe(renamed);
    expect(selectFestival(state).title).toBe("Codefest '21");
    expect(selectFestival(answered({ ...renamed, host: { en: "another institute" } })).host).toEqual({
      en: "another institute",
    });
  });

  it("compares with the identity a regenerated page was rendered from", () => {
    const rendered = { ...parsed(SEED_FESTIVAL), title: "Codefest '20 Live" };
    const published = parsed(rendered);
    expect(selectFestival(answered(published, rendered))).toBe(rendered);
    // The same published object read with the build's identity shown instead: compared again, not taken from before.
    expect(selectFestival(answered(published))).toBe(published);
  });
});
