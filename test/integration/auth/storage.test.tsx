import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { STORAGE_KEYS } from "../../../src/lib/storage";
import { apiTokenFor, seedAccount } from "../../msw/handlers/auth";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";
import { FakeIdentityProvider } from "./fakeIdentityProvider";
import { installFakeIdentityProvider } from "./setup";

const provider = installFakeIdentityProvider();

/** What this tab keeps of a session besides the token: drafts, a sign-in link's address, a pending redirect. */
function storeSessionData() {
  window.localStorage.setItem("email-for-sign-in", "link@example.org");
  window.sessionStorage.setItem("draft:profile", '{"profileId":7,"values":{}}');
  window.sessionStorage.setItem("draft:join-team", '"TYPED12"');
  window.sessionStorage.setItem("draft:create-team:3", '"Crew"');
  window.sessionStorage.setItem("social-sign-in-pending", "1");
}

const sessionKeys = () => Array.from({ length: window.sessionStorage.length }, (_, i) => window.sessionStorage.key(i));

describe("what a logout leaves in this browser's storage", () => {
  it("a logout removes the sign-in link's address and every key the app keeps in sessionStorage", async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, "tab-token");
    storeSessionData();
    window.sessionStorage.setItem("not-the-apps", "kept");
    const { store } = renderApp({ route: "/dashboard", preloadedState: loggedIn("tab-token") });
    await screen.findByRole("heading", { name: "Your sessions" });

    await userEvent.click(within(screen.getByRole("banner")).getByRole("button", { name: "Logout" }));

    await waitFor(() => expect(store.getState().auth.token).toBe(""));
    await waitFor(() => expect(window.localStorage.getItem("email-for-sign-in")).toBeNull());
    expect(sessionKeys()).toEqual(["not-the-apps"]);
  });

  it("a logout in another tab removes them here too", async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, "shared-token");
    storeSessionData();
    renderApp({ route: "/dashboard", preloadedState: loggedIn("shared-token") });
    await screen.findByRole("heading", { name: "Your sessions" });

    window.localStorage.setItem(STORAGE_KEYS.sessionEnd, "logout");
    window.localStorage.removeItem(STORAGE_KEYS.token);
    act(() => {
      window.dispatchEvent(
        new StorageEvent("storage", { key: STORAGE_KEYS.token, oldValue: "shared-token", newValue: null }),
      );
    });

    await waitFor(() => expect(window.localStorage.getItem("email-for-sign-in")).toBeNull());
    expect(sessionKeys()).toEqual([]);
  });
});

describe("/login with storage that throws (blocked storage, private browsing)", () => {
  const blocked = () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  };
  beforeEach(() => {
    for (const method of ["getItem", "setItem", "removeItem", "key", "clear"] as const) {
      jest.spyOn(Storage.prototype, method).mockImplementation(blocked);
    }
  });
  afterEach(() => jest.restoreAllMocks());

  it("shows the sign-in methods and signs in with a password", async () => {
    provider().addPasswordUser("lin@example.org", "pass-word-1");
    const userId = seedAccount(FakeIdentityProvider.idTokenOf("lin@example.org"), true);
    const { router, store } = renderApp({ route: "/login" });
    const user = userEvent.setup();

    await user.type(await screen.findByRole("textbox", { name: /^E-mail/ }), "lin@example.org");
    await user.type(screen.getByLabelText(/^Password/), "pass-word-1");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(store.getState().auth.token).toBe(apiTokenFor(userId));
    expect(await screen.findByRole("heading", { name: "Your sessions" })).toBeInTheDocument();
  });

  it("still offers Google when the pop-up is blocked and the redirect cannot be remembered", async () => {
    provider().popupBlocked = true;
    renderApp({ route: "/login" });
    await userEvent.click(await screen.findByRole("button", { name: "Continue with Google" }));
    await waitFor(() => expect(provider().calls).toContain("signInWithSocial google"));
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeInTheDocument();
  });
});
