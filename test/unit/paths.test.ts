import { paths, safeRedirect } from "../../src/config/paths";

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
