import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { STORAGE_KEYS } from "../../../src/lib/storage";
import { apiUrl } from "../../msw/apiUrl";
import { authRequests, resetAuthApi } from "../../msw/handlers/auth";
import { completeProfile } from "../../msw/handlers/dashboard";
import { server } from "../../msw/server";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";
import { expectNoSessionData } from "../../utils/sessionCache";

beforeEach(() => resetAuthApi());

/** What the store keeps of a session: nothing once it has ended. */
async function expectSessionGone(store: ReturnType<typeof renderApp>["store"]) {
  await waitFor(() => expect(store.getState().auth.token).toBe(""));
  expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  await expectNoSessionData(store);
}

describe("ending a session", () => {
  it("tells the API to end the token at logout, sending that token", async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, "tab-token");
    const { store, router } = renderApp({ route: "/dashboard", preloadedState: loggedIn("tab-token") });
    await screen.findByRole("heading", { name: "Your sessions" });

    await userEvent.click(within(screen.getByRole("banner")).getByRole("button", { name: "Logout" }));

    await waitFor(() => expect(authRequests.logout).toEqual(["Token tab-token"]));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    await expectSessionGone(store);
  });

  it("clears the session at once when logout/ never answers or the network is down", async () => {
    let calls = 0;
    server.use(
      http.post(apiUrl("logout/"), () => {
        calls += 1;
        return calls === 1 ? new Promise<Response>(() => undefined) : HttpResponse.error();
      }),
    );
    const { store, router } = renderApp({ route: "/dashboard", preloadedState: loggedIn("hung-token") });
    await screen.findByRole("heading", { name: "Your sessions" });
    await userEvent.click(within(screen.getByRole("banner")).getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    await expectSessionGone(store);
    expect(calls).toBe(1);

    await act(() => router.navigate("/"));
    const second = renderApp({ route: "/dashboard", preloadedState: loggedIn("offline-token") });
    await within(second.container).findByRole("heading", { name: "Your sessions" });
    await userEvent.click(within(second.container).getAllByRole("button", { name: "Logout" })[0]);
    await expectSessionGone(second.store);
    expect(calls).toBe(2);
  });

  it("signs out everywhere after a confirmation: logout/all/ with the token, then signed out here", async () => {
    const { store, router } = renderApp({ route: "/dashboard", preloadedState: loggedIn("every-token") });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Sign out everywhere" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign out everywhere?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(authRequests.logoutAll).toEqual([]);

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Sign out everywhere" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Sign out everywhere?" })).getByRole("button", {
        name: "Sign out everywhere",
      }),
    );
    await waitFor(() => expect(authRequests.logoutAll).toEqual(["Token every-token"]));
    expect(await screen.findByText("Yay! You are signed out on every device.")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    await expectSessionGone(store);
    expect(authRequests.logout).toEqual([]);
  });

  it("stays signed in and says why when signing out everywhere fails", async () => {
    server.use(http.post(apiUrl("logout/all/"), () => HttpResponse.json({ detail: "Server busy" }, { status: 503 })));
    const { store } = renderApp({ route: "/dashboard", preloadedState: loggedIn("kept-token") });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Sign out everywhere" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Sign out everywhere?" })).getByRole("button", {
        name: "Sign out everywhere",
      }),
    );
    expect(await screen.findByText("Oops... Server busy")).toBeInTheDocument();
    expect(store.getState().auth.token).toBe("kept-token");
  });

  it("follows a logout in another tab at once: leaves the protected page and drops the cached API data", async () => {
    server.use(http.get(apiUrl("profile/"), () => HttpResponse.json(completeProfile({ name: "Shared Browser" }))));
    window.localStorage.setItem(STORAGE_KEYS.token, "shared-token");
    const { store, router } = renderApp({ route: "/dashboard", preloadedState: loggedIn("shared-token") });
    expect(await screen.findByText("Shared Browser")).toBeInTheDocument();

    window.sessionStorage.setItem("draft:join-team", '"TYPED12"');
    // What the browser does in this tab when another tab logs out.
    window.localStorage.setItem(STORAGE_KEYS.sessionEnd, "logout");
    window.localStorage.removeItem(STORAGE_KEYS.token);
    act(() => {
      window.dispatchEvent(
        new StorageEvent("storage", { key: STORAGE_KEYS.token, oldValue: "shared-token", newValue: null }),
      );
    });

    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    await expectSessionGone(store);
    expect(screen.queryByText("Shared Browser")).not.toBeInTheDocument();
    expect(authRequests.logout).toEqual([]);
    expect(window.sessionStorage.getItem("draft:join-team")).toBeNull();
  });

  it("follows a session that expired in another tab: to /login with the page remembered, drafts kept", async () => {
    server.use(http.get(apiUrl("profile/"), () => HttpResponse.json(completeProfile({ name: "Shared Browser" }))));
    window.localStorage.setItem(STORAGE_KEYS.token, "ended-token");
    const { store, router } = renderApp({ route: "/dashboard/events", preloadedState: loggedIn("ended-token") });
    await screen.findAllByText("Registration open");
    window.sessionStorage.setItem("draft:join-team", '"TYPED34"');

    window.localStorage.setItem(STORAGE_KEYS.sessionEnd, "expiry");
    window.localStorage.removeItem(STORAGE_KEYS.token);
    act(() => {
      window.dispatchEvent(
        new StorageEvent("storage", { key: STORAGE_KEYS.token, oldValue: "ended-token", newValue: null }),
      );
    });

    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(new URLSearchParams(router.state.location.search).get("redirect")).toBe("/dashboard/events");
    await expectSessionGone(store);
    expect(window.sessionStorage.getItem("draft:join-team")).toBe('"TYPED34"');
  });

  it("leaves a note for the other tabs saying how the session ended", async () => {
    server.use(http.get(apiUrl("profile/"), () => HttpResponse.json({ detail: "Invalid token." }, { status: 401 })));
    renderApp({ route: "/dashboard", preloadedState: loggedIn("dying-token") });
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.sessionEnd)).toBe("expiry"));
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it("takes the session another tab signed in with, showing only the new person's data", async () => {
    server.use(
      http.get(apiUrl("profile/"), ({ request }) => {
        const token = request.headers.get("Authorization");
        return HttpResponse.json(
          completeProfile({ name: token === "Token second" ? "Second Person" : "First Person" }),
        );
      }),
    );
    window.localStorage.setItem(STORAGE_KEYS.token, "first");
    const { store, router } = renderApp({ route: "/dashboard", preloadedState: loggedIn("first") });
    expect(await screen.findByText("First Person")).toBeInTheDocument();

    window.localStorage.setItem(STORAGE_KEYS.token, "second");
    act(() => {
      window.dispatchEvent(
        new StorageEvent("storage", { key: STORAGE_KEYS.token, oldValue: "first", newValue: "second" }),
      );
    });

    expect(await screen.findByText("Second Person")).toBeInTheDocument();
    expect(screen.queryByText("First Person")).not.toBeInTheDocument();
    expect(store.getState().auth.token).toBe("second");
    expect(router.state.location.pathname).toBe("/dashboard");
  });
});
