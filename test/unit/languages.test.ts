import { preferredLanguage } from "../../src/i18n/languages";

describe("the language a browser prefers", () => {
  it("is the first of its languages spoken here, by primary subtag, else English", () => {
    expect(preferredLanguage(["hi-IN", "en-GB"])).toBe("hi");
    expect(preferredLanguage(["fr-FR", "HI", "en"])).toBe("hi");
    expect(preferredLanguage(["en-IN", "hi"])).toBe("en");
    expect(preferredLanguage(["fr", "de"])).toBe("en");
    expect(preferredLanguage([])).toBe("en");
  });
});
