import { isSignInLink, signInLinkContinueUrl } from "../../../src/features/auth/emailLink";

describe("e-mail sign-in links", () => {
  it.each([
    ["?mode=signIn&oobCode=abc&apiKey=k", true],
    ["/login?redirect=%2Fdashboard&mode=signIn&oobCode=abc", true],
    ["?mode=resetPassword&oobCode=abc", false],
    ["?mode=signIn", false],
    ["?redirect=%2Fdashboard", false],
    ["", false],
  ])("recognises %j as a sign-in link: %s", (url, expected) => {
    expect(isSignInLink(url)).toBe(expected);
  });

  it("leads back to /login keeping only the redirect target and the referral code", () => {
    expect(
      signInLinkContinueUrl("https://codefest.example.org", "?redirect=%2Fdashboard%2Fevents&referral=AB1&oobCode=old"),
    ).toBe("https://codefest.example.org/login?redirect=%2Fdashboard%2Fevents&referral=AB1");
    expect(signInLinkContinueUrl("http://127.0.0.1:8080", "")).toBe("http://127.0.0.1:8080/login");
  });
});
