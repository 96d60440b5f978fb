import { COUNTRY_CODES } from "../../contract/countries";

describe("contract schemas", () => {
  it("offers every country the profile form lists under a name, once", () => {
    const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
    for (const code of COUNTRY_CODES) {
      expect({ code, name: names.of(code) }).toEqual({ code, name: expect.not.stringMatching(/^[A-Z]{2}$/) });
    }
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
  });
});
