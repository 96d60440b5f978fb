import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { apiUrl } from "../../msw/apiUrl";
import { addReferralCode, apiTokenFor, authRequests, seedAccount } from "../../msw/handlers/auth";
import { newProfile } from "../../msw/handlers/dashboard";
import { server } from "../../msw/server";
import { renderApp } from "../../utils/renderWithProviders";
import { FakeIdentityProvider } from "./fakeIdentityProvider";
import { installFakeIdentityProvider } from "./setup";

const provider = installFakeIdentityProvider();
const idToken = FakeIdentityProvider.idTokenOf;

async function signInWithPassword(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole("textbox", { name: /^E-mail/ }), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
  return user;
}

async function landsOn(router: ReturnType<typeof renderApp>["router"], path: string) {
  await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe(path));
}

describe("signing in", () => {
  it("registers a new Google user with the split name and the referral code from ?referral=, then opens /profile/edit", async () => {
    addReferralCode("FRIEND7");
    const { router, store } = renderApp({ route: "/login?referral=FRIEND7" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Continue with Google" }));

    expect(await screen.findByRole("heading", { name: "Create your account" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full name/)).toHaveValue("Ada Byron Lovelace");
    expect(screen.getByLabelText(/^Referral code/)).toHaveValue("FRIEND7");
    await user.click(screen.getByRole("button", { name: "Create my account" }));

    await landsOn(router, "/profile/edit");
    expect(authRequests.register).toEqual([
      {
        id_token: idToken("ada@example.org"),
        first_name: "Ada",
        last_name: "Byron",
        applied_referral_code: "FRIEND7",
        g_recaptcha_response: "",
      },
    ]);
    expect(store.getState().auth.token).toMatch(/^api-token-/);
    expect(window.localStorage.getItem("auth-token")).toBe(store.getState().auth.token);
  });

  it("starts the profile step from the whole name typed, though register/ gets only two words", async () => {
    // What the server holds after register/: the first two words.
    server.use(http.get(apiUrl("profile/"), () => HttpResponse.json(newProfile({ name: "María José" }))));
    const { router } = renderApp({ route: "/login" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Continue with Google" }));
    const name = await screen.findByLabelText(/^Full name/);
    await user.clear(name);
    await user.type(name, "  María José   García López ");
    await user.click(screen.getByRole("button", { name: "Create my account" }));

    await landsOn(router, "/profile/edit");
    expect(authRequests.register[0]).toMatchObject({ first_name: "María", last_name: "José" });
    expect(authRequests.register[0]).not.toHaveProperty("full_name");
    expect(await screen.findByLabelText(/^Full name/)).toHaveValue("María José García López");
  });

  it("refuses a name of only spaces at the registration step", async () => {
    renderApp({ route: "/login" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Continue with Google" }));
    const name = await screen.findByLabelText(/^Full name/);
    await user.clear(name);
    await user.type(name, "   ");
    await user.click(screen.getByRole("button", { name: "Create my account" }));

    expect(await screen.findByText("Enter your full name.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Create your account" })).toBeInTheDocument();
    expect(authRequests.register).toEqual([]);
  });

  it("refuses a name holding a web address at the registration step, before asking the server", async () => {
    renderApp({ route: "/login" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Continue with Google" }));
    const name = await screen.findByLabelText(/^Full name/);
    await user.clear(name);
    await user.type(name, "Locked? Unlock at www.evil.test");
    await user.click(screen.getByRole("button", { name: "Create my account" }));

    expect(await screen.findByText('A name cannot contain a web address ("://" or "www.").')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full name/)).toHaveValue("Locked? Unlock at www.evil.test");
    expect(authRequests.register).toEqual([]);
  });

  it("creates an e-mail and password account, sends the verification e-mail and registers it", async () => {
    const { router } = renderApp({ route: "/login?redirect=%2Fdashboard%2Fevents" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Create an account" }));
    await user.type(screen.getByRole("textbox", { name: /^E-mail/ }), "new@example.org");
    await user.type(screen.getByLabelText(/^Password/), "s3cret-pass");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await user.type(await screen.findByLabelText(/^Full name/), "Alan  Mathison Turing");
    await user.click(screen.getByRole("button", { name: "Create my account" }));

    await landsOn(router, "/profile/edit?next=%2Fdashboard%2Fevents");
    expect(provider().calls).toEqual(["createAccount new@example.org", "sendEmailVerification new@example.org"]);
    expect(authRequests.register[0]).toMatchObject({
      first_name: "Alan",
      last_name: "Mathison",
      applied_referral_code: "",
    });
  });

  it("takes a returning user with a complete profile to the redirect target", async () => {
    provider().addPasswordUser("lin@example.org", "pass-word-1");
    const userId = seedAccount(idToken("lin@example.org"), true);
    const { router, store } = renderApp({ route: "/login?redirect=%2Fdashboard%2Fevents%3Fjoin%3DAB12CD3" });
    await signInWithPassword("lin@example.org", "pass-word-1");

    await landsOn(router, "/dashboard/events?join=AB12CD3");
    expect(store.getState().auth).toMatchObject({ token: apiTokenFor(userId), userId });
    expect(authRequests.register).toEqual([]);
  });

  it("takes a returning user without a redirect target to /dashboard", async () => {
    provider().addPasswordUser("lin@example.org", "pass-word-1");
    seedAccount(idToken("lin@example.org"), true);
    const { router } = renderApp({ route: "/login" });
    await signInWithPassword("lin@example.org", "pass-word-1");
    await landsOn(router, "/dashboard");
  });

  it("sends a returning user with an incomplete profile to /profile/edit first, continuing to the redirect target", async () => {
    provider().addPasswordUser("lin@example.org", "pass-word-1");
    seedAccount(idToken("lin@example.org"), false);
    const { router } = renderApp({ route: "/login?redirect=%2Fdashboard%2Fevents%3Fjoin%3DAB12CD3" });
    await signInWithPassword("lin@example.org", "pass-word-1");
    await landsOn(router, "/profile/edit?next=%2Fdashboard%2Fevents%3Fjoin%3DAB12CD3");
  });

  it.each([
    ["//evil.example", "%2F%2Fevil.example"],
    ["https://evil.example/phish", "https%3A%2F%2Fevil.example%2Fphish"],
    ["/\\evil.example", "%2F%5Cevil.example"],
    ["javascript:alert(1)", "javascript%3Aalert(1)"],
  ])("ignores the off-site redirect target %s and opens /dashboard", async (_target, encoded) => {
    provider().addPasswordUser("lin@example.org", "pass-word-1");
    seedAccount(idToken("lin@example.org"), true);
    const { router } = renderApp({ route: `/login?redirect=${encoded}` });
    await signInWithPassword("lin@example.org", "pass-word-1");
    await landsOn(router, "/dashboard");
  });

  it("explains a wrong password in a toast and keeps what was typed", async () => {
    provider().addPasswordUser("lin@example.org", "pass-word-1");
    const { router } = renderApp({ route: "/login" });
    await signInWithPassword("lin@example.org", "wrong-one");

    expect(await screen.findByText("Oops... Wrong e-mail or password.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^E-mail/ })).toHaveValue("lin@example.org");
    expect(screen.getByLabelText(/^Password/)).toHaveValue("wrong-one");
    expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled();
    expect(router.state.location.pathname).toBe("/login");
    expect(authRequests.login).toEqual([]);
  });

  it("shows the API's reason when login/ fails for another reason, and stays on /login", async () => {
    provider().addPasswordUser("lin@example.org", "pass-word-1");
    server.use(http.post(apiUrl("login/"), () => HttpResponse.json({ detail: "Invalid ID token" }, { status: 400 })));
    const { router, store } = renderApp({ route: "/login" });
    await signInWithPassword("lin@example.org", "pass-word-1");

    expect(await screen.findByText("Oops... Invalid ID token")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(store.getState().auth.token).toBe("");
    expect(screen.queryByRole("heading", { name: "Create your account" })).not.toBeInTheDocument();
  });

  it("says so when the API cannot be reached", async () => {
    provider().addPasswordUser("lin@example.org", "pass-word-1");
    server.use(http.post(apiUrl("login/"), () => HttpResponse.error()));
    renderApp({ route: "/login" });
    await signInWithPassword("lin@example.org", "pass-word-1");
    expect(await screen.findByText(/^Oops\.\.\. .+/)).toBeInTheDocument();
  });

  it("disables the buttons while signing in, so a double click signs in once", async () => {
    provider().addPasswordUser("lin@example.org", "pass-word-1");
    seedAccount(idToken("lin@example.org"), true);
    let open: () => void = () => undefined;
    provider().gate = new Promise((resolve) => (open = resolve));
    const { router } = renderApp({ route: "/login" });
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: /^E-mail/ }), "lin@example.org");
    await user.type(screen.getByLabelText(/^Password/), "pass-word-1");
    await user.dblClick(screen.getByRole("button", { name: "Sign in" }));
    await user.type(screen.getByLabelText(/^Password/), "{Enter}");

    expect(screen.getByRole("button", { name: "Sign in" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Continue with GitHub" })).toBeDisabled();
    open();
    await landsOn(router, "/dashboard");
    expect(provider().calls).toEqual(["signInWithEmail lin@example.org"]);
    expect(authRequests.login).toHaveLength(1);
  });

  it("falls back to the provider's page in this tab when the pop-up is blocked, and finishes on return", async () => {
    seedAccount(idToken("grace@example.org"), true);
    provider().popupBlocked = true;
    const first = renderApp({ route: "/login?redirect=%2Fdashboard%2Fevents" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Continue with GitHub" }));
    expect(screen.getByRole("button", { name: "Continue with GitHub" })).toBeDisabled();
    first.unmount();

    const { router } = renderApp({ route: "/login?redirect=%2Fdashboard%2Fevents" });
    await landsOn(router, "/dashboard/events");
    expect(provider().calls).toEqual(["signInWithSocial github", "completeSocialRedirect"]);
  });

  it("does not ask the provider for a redirect result on an ordinary visit", async () => {
    renderApp({ route: "/login" });
    await screen.findByRole("button", { name: "Continue with GitHub" });
    expect(provider().calls).toEqual([]);
  });
});
