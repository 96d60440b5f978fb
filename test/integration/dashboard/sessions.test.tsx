import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { apiUrl } from "../../msw/apiUrl";
import { fakeSessions, resetSessions } from "../../msw/handlers/auth";
import { server } from "../../msw/server";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";
import { installTeamServer } from "./fakeTeamServer";

beforeEach(() => {
  resetSessions();
  installTeamServer();
});

async function openSessions() {
  const user = userEvent.setup();
  const utils = renderApp({ route: "/dashboard", preloadedState: loggedIn("this-browser") });
  const card = await screen.findByRole("region", { name: "Your sessions" });
  return { user, card, ...utils };
}

describe("the dashboard's session list (ASVS V3.3.4)", () => {
  it("lists the signed-in browsers with when each signed in and was last used, this one marked", async () => {
    const { card } = await openSessions();
    const list = await within(card).findByRole("list", { name: "Signed-in browsers" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Firefox on LinuxThis browserSigned in 20 Nov 2026, \d\d:\d\d · last used 26 Nov 2026/),
      expect.stringMatching(/^Chrome on AndroidSigned in 2 Nov 2026, .* · last used 2[56] Nov 2026/),
      expect.stringMatching(/^Safari on iOSSigned in 28 Oct 2026/),
    ]);
    // This browser's session is ended by logging out, not from the list.
    expect(within(items[0]).queryByRole("button")).not.toBeInTheDocument();
  });

  it("ends one other session, then all others, and keeps this browser signed in", async () => {
    const { user, card, store } = await openSessions();
    await user.click(await within(card).findByRole("button", { name: /^End the session of Chrome on Android/ }));
    expect(await screen.findByText("Yay! The session of Chrome on Android has ended.")).toBeInTheDocument();
    await waitFor(() => expect(within(card).queryByText("Chrome on Android")).not.toBeInTheDocument());
    expect(fakeSessions.map((session) => session.browser)).toEqual(["Firefox on Linux", "Safari on iOS"]);

    await user.click(within(card).getByRole("button", { name: "Sign out all other sessions" }));
    expect(await screen.findByText("Yay! Every other session has ended.")).toBeInTheDocument();
    await waitFor(() => expect(within(card).queryByText("Safari on iOS")).not.toBeInTheDocument());
    expect(within(card).getByText("Firefox on Linux")).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: "Sign out all other sessions" })).not.toBeInTheDocument();
    expect(store.getState().auth.token).toBe("this-browser");
  });

  it("hides the list without an error against a server that has none (the original backend: 404)", async () => {
    server.use(http.get(apiUrl("sessions/"), () => HttpResponse.json({ detail: "Not found." }, { status: 404 })));
    const { card } = await openSessions();
    await waitFor(() => expect(within(card).queryByText("Loading your sessions…")).not.toBeInTheDocument());
    expect(within(card).queryByRole("list")).not.toBeInTheDocument();
    expect(within(card).queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByText(/^Oops/)).not.toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Sign out everywhere" })).toBeInTheDocument();
  });

  it("says when the list could not be loaded and loads it again on request", async () => {
    let fail = true;
    server.use(
      http.get(apiUrl("sessions/"), () =>
        fail ? HttpResponse.json({ detail: "Server busy" }, { status: 503 }) : HttpResponse.json(fakeSessions),
      ),
    );
    const { user, card } = await openSessions();
    expect(await within(card).findByText("Your sessions could not be loaded.")).toBeInTheDocument();
    fail = false;
    await user.click(within(card).getByRole("button", { name: "Retry" }));
    expect(await within(card).findByText("Chrome on Android")).toBeInTheDocument();
  });
});
