import { issueDateIn, pageLanguage } from "../../../src/features/certificates/pdf/issueDate";

describe("a certificate's issue date and language", () => {
  it("writes the date in the certificate's language, as the day in UTC", () => {
    expect(issueDateIn("en", "2026-11-21T23:30:00Z")).toBe("21 November 2026");
    expect(issueDateIn("hi", "2026-11-21T23:30:00Z")).toBe("21 नवंबर 2026");
    expect(issueDateIn("hi", "not a date")).toBe("not a date");
  });

  it("takes the language the page is shown in, English for any other", () => {
    document.documentElement.lang = "hi";
    expect(pageLanguage()).toBe("hi");
    document.documentElement.lang = "fr";
    expect(pageLanguage()).toBe("en");
    document.documentElement.lang = "en";
    expect(pageLanguage()).toBe("en");
  });
});
