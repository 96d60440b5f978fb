import { isPublicPage, pathIn, paths, safeRedirect } from "../../src/config/paths";

describe("safeRedirect", () => {
  it.each([
    ["/dashboard/events?join=ABC1234", "/dashboard/events?join=ABC1234"],
    ["/profile/edit#handles", "/profile/edit#handles"],
    ["/", "/"],
  ])("honours the on-site path %s", (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "//evil.example/dashboard",
    "/\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "dashboard",
    "/\t/evil.example",
    "/.//evil.example",
    "/..//evil.example",
    "/%2e//evil.example",
    "/.\\/evil.example",
    "",
    null,
    undefined,
  ])("refuses %p and falls back to the dashboard", (target) => {
    expect(safeRedirect(target)).toBe(paths.dashboard);
  });

  it("builds the login link with the encoded original path", () => {
    expect(paths.loginWithRedirect("/dashboard/events?join=AB&x=1")).toBe(
      "/login?redirect=%2Fdashboard%2Fevents%3Fjoin%3DAB%26x%3D1",
    );
  });
});

describe("pathIn", () => {
  it.each([
    ["en", "/events", "/events"],
    ["en", "/hi/events", "/events"],
    ["en", "/hi", "/"],
    ["en", "/dashboard?tab=teams", "/dashboard?tab=teams"],
    ["hi", "/events", "/hi/events"],
    ["hi", "/", "/hi"],
    ["hi", "/events/quiz-night?from=home#faq", "/hi/events/quiz-night?from=home#faq"],
    ["hi", "/hi/events", "/hi/events"],
    ["hi", "/dashboard", "/dashboard"],
    ["hi", "/certificates/7f3a", "/hi/certificates/7f3a"],
  ] as const)("writes %s's address of %s as %s, the same when asked again", (language, path, expected) => {
    expect(pathIn(language, path)).toBe(expected);
    expect(pathIn(language, path)).toBe(expected);
  });

  it("tells public pages from signed-in ones in either language, as often as asked", () => {
    for (let round = 0; round < 2; round += 1) {
      expect(isPublicPage("/events/quiz-night")).toBe(true);
      expect(isPublicPage("/hi/events/quiz-night")).toBe(true);
      expect(isPublicPage("/dashboard")).toBe(false);
      expect(isPublicPage("/hi/dashboard")).toBe(false);
    }
  });

  it("answers every address right after many others were asked about", () => {
    for (let index = 0; index < 1200; index += 1) isPublicPage(`/events/event-${index}`);
    expect(isPublicPage("/admin")).toBe(false);
    expect(isPublicPage("/events/event-3")).toBe(true);
  });
});
