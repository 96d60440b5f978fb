import { landingAfterSignIn } from "../../../src/features/auth/landing";

describe("landingAfterSignIn", () => {
  it.each([
    [false, null, "/dashboard"],
    [false, "/dashboard/events?join=AB12CD3", "/dashboard/events?join=AB12CD3"],
    [false, "//evil.example", "/dashboard"],
    [false, "https://evil.example/x", "/dashboard"],
    [true, null, "/profile/edit"],
    [true, "/dashboard/events?join=AB12CD3", "/profile/edit?next=%2Fdashboard%2Fevents%3Fjoin%3DAB12CD3"],
    [true, "//evil.example", "/profile/edit"],
  ])("with needsProfile %s and redirect %j goes to %s", (needsProfile, redirect, expected) => {
    expect(landingAfterSignIn(needsProfile, redirect)).toBe(expected);
  });
});
