import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { apiTokenFor, authRequests, seedAccount } from "../../msw/handlers/auth";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";
import { FakeIdentityProvider } from "./fakeIdentityProvider";
import { installFakeIdentityProvider } from "./setup";

const provider = installFakeIdentityProvider();

async function signInAtProvider(email: string, password: string) {
  provider().addPasswordUser(email, password);
  await provider().signInWithEmail(email, password);
}

async function fillPasswordChange(current: string, next: string, repeat = next) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Current password/), current);
  await user.type(screen.getByLabelText(/^New password/), next);
  await user.type(screen.getByLabelText(/^Repeat the new password/), repeat);
  await user.click(screen.getByRole("button", { name: "Change password" }));
  return user;
}

/** The specification's error toast around the change's own message (src/i18n/messages/passwordChange/en.json). */
const SIGN_IN_AGAIN =
  "Your password has been changed. Sign in again with the new password to keep using the festival here.";

describe("/password/change", () => {
  it("re-authenticates with the current password and sets the new one; asks to sign in again when login/ fails", async () => {
    await signInAtProvider("lin@example.org", "old-pass-1");
    renderApp({ route: "/password/change", preloadedState: loggedIn() });
    await fillPasswordChange("old-pass-1", "new-pass-2");

    expect(await screen.findByText(`Oops... ${SIGN_IN_AGAIN}`)).toBeInTheDocument();
    expect(provider().people.get("lin@example.org")?.password).toBe("new-pass-2");
    expect(screen.getByLabelText(/^Current password/)).toHaveValue("");
  });

  it("keeps this browser signed in: signs in again with the new ID token and gives up the old API token", async () => {
    await signInAtProvider("lin@example.org", "old-pass-1");
    const userId = seedAccount(FakeIdentityProvider.idTokenOf("lin@example.org"), true);
    const { store, router } = renderApp({ route: "/password/change", preloadedState: loggedIn("before-change") });
    await fillPasswordChange("old-pass-1", "new-pass-2");

    expect(
      await screen.findByText(
        "Yay! Your password has been changed. Other devices are signed out within a few minutes.",
      ),
    ).toBeInTheDocument();
    expect(authRequests.login).toEqual([{ id_token: FakeIdentityProvider.idTokenOf("lin@example.org") }]);
    expect(store.getState().auth.token).toBe(apiTokenFor(userId));
    await waitFor(() => expect(authRequests.logout).toEqual(["Token before-change"]));
    expect(router.state.location.pathname).toBe("/password/change");
  });

  it("says the current password is wrong (no e-mail was typed) and keeps what was typed", async () => {
    await signInAtProvider("lin@example.org", "old-pass-1");
    renderApp({ route: "/password/change", preloadedState: loggedIn() });
    await fillPasswordChange("not-it", "new-pass-2");

    expect(
      await screen.findByText("Oops... Your current password is not right. Check it and try again."),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Wrong e-mail/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Current password/)).toHaveValue("not-it");
    expect(screen.getByLabelText(/^New password/)).toHaveValue("new-pass-2");
    expect(provider().people.get("lin@example.org")?.password).toBe("old-pass-1");
  });

  it("explains a weak new password", async () => {
    await signInAtProvider("lin@example.org", "old-pass-1");
    renderApp({ route: "/password/change", preloadedState: loggedIn() });
    await fillPasswordChange("old-pass-1", "abc");
    expect(
      await screen.findByText("Oops... That password is too weak. Use at least 6 characters."),
    ).toBeInTheDocument();
  });

  it("refuses two different new passwords before asking the provider", async () => {
    await signInAtProvider("lin@example.org", "old-pass-1");
    renderApp({ route: "/password/change", preloadedState: loggedIn() });
    await fillPasswordChange("old-pass-1", "new-pass-2", "new-pass-3");
    expect(await screen.findByText("Oops... The new passwords do not match.")).toBeInTheDocument();
    expect(provider().calls.filter((call) => call.startsWith("changePassword"))).toEqual([]);
  });

  it("explains that a Google account has no password to change", async () => {
    await provider().signInWithSocial("google");
    renderApp({ route: "/password/change", preloadedState: loggedIn() });
    expect(await screen.findByText(/You sign in with Google, so there is no festival password/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
  });

  it("asks to sign in again when the provider holds no session", async () => {
    renderApp({ route: "/password/change", preloadedState: loggedIn() });
    expect(await screen.findByText(/We could not tell how you signed in/)).toBeInTheDocument();
  });
});

describe("/password/reset", () => {
  it("sends the provider's reset e-mail", async () => {
    provider().addPasswordUser("lin@example.org", "old-pass-1");
    renderApp({ route: "/password/reset" });
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: /^E-mail/ }), "lin@example.org");
    await user.click(screen.getByRole("button", { name: "Send reset e-mail" }));

    expect(await screen.findByText(/We sent a link to lin@example.org/)).toBeInTheDocument();
    expect(provider().resetEmails).toEqual(["lin@example.org"]);
  });

  it("explains an unknown address and keeps it for correction", async () => {
    renderApp({ route: "/password/reset" });
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: /^E-mail/ }), "nobody@example.org");
    await user.click(screen.getByRole("button", { name: "Send reset e-mail" }));

    expect(
      await screen.findByText("Oops... No account uses this e-mail address. Check it, or create an account."),
    ).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^E-mail/ })).toHaveValue("nobody@example.org");
    await waitFor(() => expect(screen.getByRole("button", { name: "Send reset e-mail" })).toBeEnabled());
  });
});
