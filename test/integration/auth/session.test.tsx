import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { profileApi } from "../../../src/features/profile/profileApi";
import { apiUrl } from "../../msw/apiUrl";
import { apiTokenFor, authRequests, seedAccount } from "../../msw/handlers/auth";
import { completeProfile } from "../../msw/handlers/dashboard";
import { server } from "../../msw/server";
import { teamEvents } from "../../support/seedEvents";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";
import { expectNoSessionData } from "../../utils/sessionCache";
import { FakeIdentityProvider } from "./fakeIdentityProvider";
import { installFakeIdentityProvider } from "./setup";

const [teamEvent] = teamEvents(1);

const provider = installFakeIdentityProvider();
const PROVIDER_SESSION_KEY = "firebase:authUser:demo-api-key:[DEFAULT]";

/** profile/ answers with the profile of whoever the token belongs to. */
function serveProfiles(names: Record<string, string>) {
  server.use(
    http.get(apiUrl("profile/"), ({ request }) => {
      const token = request.headers.get("Authorization")?.replace("Token ", "") ?? "";
      if (!names[token]) return HttpResponse.json({ detail: "Invalid token." }, { status: 401 });
      return HttpResponse.json(completeProfile({ name: names[token] }));
    }),
  );
}

async function signInFromLoginPage(email: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("link", { name: "Login" }));
  await user.type(await screen.findByRole("textbox", { name: /^E-mail/ }), email);
  await user.type(screen.getByLabelText(/^Password/), "pass-word-1");
  await user.click(screen.getByRole("button", { name: "Sign in" }));
  return user;
}

describe("the session", () => {
  it("logs out from the header: provider signed out, token and cached data gone, and the next user sees only their own data", async () => {
    provider().addPasswordUser("first@example.org", "pass-word-1");
    provider().addPasswordUser("second@example.org", "pass-word-1");
    const first = seedAccount(FakeIdentityProvider.idTokenOf("first@example.org"), true);
    const second = seedAccount(FakeIdentityProvider.idTokenOf("second@example.org"), true);
    serveProfiles({ [apiTokenFor(first)]: "First Person", [apiTokenFor(second)]: "Second Person" });
    const { router, store } = renderApp({ route: "/" });

    const user = await signInFromLoginPage("first@example.org");
    expect(await screen.findByText("First Person")).toBeInTheDocument();
    const header = screen.getByRole("banner");
    await user.click(within(header).getByRole("button", { name: "Logout" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    await waitFor(() => expect(provider().calls).toContain("signOut"));
    expect(window.localStorage.getItem("auth-token")).toBeNull();
    expect(store.getState().auth.token).toBe("");
    await expectNoSessionData(store);

    await signInFromLoginPage("second@example.org");
    expect(await screen.findByText("Second Person")).toBeInTheDocument();
    expect(screen.queryByText("First Person")).not.toBeInTheDocument();
  });

  it("ends the session on a 401 mid-session: provider signed out, back at /login with the page remembered, no loop", async () => {
    window.localStorage.setItem("auth-token", "stale-token");
    window.localStorage.setItem(PROVIDER_SESSION_KEY, "{}");
    serveProfiles({});
    const { router, store } = renderApp({
      route: "/dashboard/events?join=AB12CD3",
      preloadedState: loggedIn("stale-token"),
    });

    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(new URLSearchParams(router.state.location.search).get("redirect")).toBe("/dashboard/events?join=AB12CD3");
    expect(await screen.findByText("Oops... Your session has expired. Please log in again.")).toBeInTheDocument();
    await waitFor(() => expect(provider().calls).toEqual(["signOut"]));
    expect(window.localStorage.getItem("auth-token")).toBeNull();
    expect(store.getState().auth.token).toBe("");

    expect(await screen.findByRole("button", { name: "Sign in" })).toBeEnabled();
    expect(router.state.location.pathname).toBe("/login");
    expect(authRequests.login).toEqual([]);
  });

  it("drops a call's cached answer when the session expires, so nothing of the old session stays in the store", async () => {
    serveProfiles({ "good-token": "Kept Person" });
    const { store } = renderApp({ route: "/", preloadedState: loggedIn("good-token") });
    await act(() => store.dispatch(profileApi.endpoints.getProfile.initiate()));
    expect(profileApi.endpoints.getProfile.select()(store.getState()).data?.name).toBe("Kept Person");

    serveProfiles({});
    await act(() => store.dispatch(profileApi.endpoints.getProfile.initiate(undefined, { forceRefetch: true })));
    await waitFor(() => expect(store.getState().auth.token).toBe(""));
    await waitFor(() => expect(profileApi.endpoints.getProfile.select()(store.getState()).data).toBeUndefined());
  });

  it("never loads the identity provider for visitors of public pages, nor on a 401 without a provider session", async () => {
    const loads = jest.fn(async () => provider());
    const { setIdentityProviderLoader } = await import("../../../src/lib/identity/identityProvider");
    const restore = setIdentityProviderLoader(loads);
    try {
      server.use(http.get(apiUrl("events/"), () => HttpResponse.json({ detail: "Invalid token." }, { status: 401 })));
      const { router, store } = renderApp({ route: "/events", preloadedState: loggedIn("stale-token") });
      await waitFor(() => expect(store.getState().auth.endedBy).toBe("expiry"));
      await act(() => router.navigate("/"));
      await act(() => router.navigate(`/events/${teamEvent}`));
      expect(router.state.location.pathname).toBe(`/events/${teamEvent}`);
      expect(loads).not.toHaveBeenCalled();
    } finally {
      restore();
    }
  });
});
