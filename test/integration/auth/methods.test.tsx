import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { authRequests, seedAccount } from "../../msw/handlers/auth";
import { renderApp } from "../../utils/renderWithProviders";
import { FakeIdentityProvider, SMS_CODE } from "./fakeIdentityProvider";
import { installFakeIdentityProvider } from "./setup";

const provider = installFakeIdentityProvider();

async function openTab(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("tab", { name }));
  return user;
}

describe("e-mail link sign-in", () => {
  it("sends a link that leads back to /login with the redirect target and referral code", async () => {
    renderApp({ route: "/login?redirect=%2Fdashboard%2Fevents&referral=FRIEND7" });
    const user = await openTab("E-mail link");
    await user.type(screen.getByRole("textbox", { name: /^E-mail/ }), "link@example.org");
    await user.click(screen.getByRole("button", { name: "Send sign-in link" }));

    expect(await screen.findByText(/Link sent to link@example.org/)).toBeInTheDocument();
    expect(provider().sentLinks).toEqual([
      {
        email: "link@example.org",
        continueUrl: "http://localhost/login?redirect=%2Fdashboard%2Fevents&referral=FRIEND7",
      },
    ]);
    expect(window.localStorage.getItem("email-for-sign-in")).toBe("link@example.org");
  });

  it("signs in on arrival through the link in the same browser and goes to the redirect target", async () => {
    seedAccount(FakeIdentityProvider.idTokenOf("link@example.org"), true);
    window.localStorage.setItem("email-for-sign-in", "link@example.org");
    const { router } = renderApp({
      route: "/login?redirect=%2Fdashboard%2Fevents&mode=signIn&oobCode=code-1&apiKey=k",
    });

    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/events"));
    expect(provider().calls).toEqual([
      "completeSignInLink link@example.org http://localhost/login?redirect=%2Fdashboard%2Fevents&mode=signIn&oobCode=code-1&apiKey=k",
    ]);
    expect(window.localStorage.getItem("email-for-sign-in")).toBeNull();
  });

  it("asks for the address when the link is opened in another browser, then registers the new account", async () => {
    const { router } = renderApp({ route: "/login?mode=signIn&oobCode=code-2&apiKey=k&referral=FRIEND7" });
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "E-mail the link was sent to" }), "far@example.org");
    expect(router.state.location.search).toBe("?referral=FRIEND7");
    await user.click(screen.getByRole("button", { name: "Finish signing in" }));

    await user.type(await screen.findByLabelText(/^Full name/), "Far Away Person");
    expect(screen.getByLabelText(/^Referral code/)).toHaveValue("FRIEND7");
  });

  it("explains a used or expired link and offers the sign-in methods again", async () => {
    window.localStorage.setItem("email-for-sign-in", "link@example.org");
    provider().completeSignInLink = async () => {
      throw Object.assign(new Error("expired"), { code: "auth/invalid-action-code" });
    };
    renderApp({ route: "/login?mode=signIn&oobCode=used&apiKey=k" });
    expect(
      await screen.findByText("Oops... This sign-in link is invalid or was already used. Ask for a new one."),
    ).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "E-mail link" })).toBeInTheDocument();
  });
});

describe("phone sign-in", () => {
  it("sends a code, explains a wrong one, and signs in with the right one", async () => {
    const { router } = renderApp({ route: "/login" });
    const user = await openTab("Phone");
    await user.type(screen.getByRole("textbox", { name: /^Phone number/ }), "+91 98765 43210");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    const code = await screen.findByRole("textbox", { name: /^Code from the SMS/ });
    expect(provider().calls).toEqual(["startPhoneSignIn +919876543210"]);

    await user.type(code, "000000");
    await user.click(screen.getByRole("button", { name: "Verify and sign in" }));
    expect(await screen.findByText("Oops... That code is not right. Check the SMS and try again.")).toBeInTheDocument();
    expect(code).toHaveValue("000000");

    await user.clear(code);
    await user.type(code, SMS_CODE);
    await user.click(screen.getByRole("button", { name: "Verify and sign in" }));
    await user.type(await screen.findByLabelText(/^Full name/), "Phone Person");
    await user.click(screen.getByRole("button", { name: "Create my account" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile/edit"));
    expect(authRequests.register[0]).toMatchObject({ first_name: "Phone", last_name: "Person" });
  });

  it("explains a malformed phone number and keeps it for correction", async () => {
    renderApp({ route: "/login" });
    const user = await openTab("Phone");
    await user.type(screen.getByRole("textbox", { name: /^Phone number/ }), "98765");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(
      await screen.findByText("Oops... That phone number does not look right. Include the country code, e.g. +91."),
    ).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Phone number/ })).toHaveValue("98765");
  });
});

describe("the registration step", () => {
  it("shows the API's field error at the referral code, keeps what was typed, and succeeds once corrected", async () => {
    const { router } = renderApp({ route: "/login?referral=NOPE" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Continue with GitHub" }));
    const name = await screen.findByLabelText(/^Full name/);
    expect(name).toHaveValue("Grace Hopper");
    await user.clear(name);
    await user.type(name, "Grace Brewster Hopper");
    await user.click(screen.getByRole("button", { name: "Create my account" }));

    expect(await screen.findByText("Oops... Invalid Referral Code")).toBeInTheDocument();
    const referral = screen.getByRole("textbox", { name: /^Referral code/ });
    expect(referral).toHaveAccessibleDescription("Invalid Referral Code");
    expect(referral).toHaveValue("NOPE");
    expect(name).toHaveValue("Grace Brewster Hopper");

    await user.clear(referral);
    await user.click(screen.getByRole("button", { name: "Create my account" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile/edit"));
    expect(authRequests.register.map((body) => body.applied_referral_code)).toEqual(["NOPE", ""]);
  });

  it("goes back to the sign-in methods and signs out of the provider on 'Use another account'", async () => {
    renderApp({ route: "/login" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Continue with Google" }));
    await user.click(await screen.findByRole("button", { name: "Use another account" }));
    expect(await screen.findByRole("heading", { name: "Login" })).toBeInTheDocument();
    await waitFor(() => expect(provider().calls).toContain("signOut"));
  });
});
