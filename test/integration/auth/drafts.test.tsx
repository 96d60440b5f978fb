import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { apiUrl } from "../../msw/apiUrl";
import { seedAccount } from "../../msw/handlers/auth";
import { completeProfile } from "../../msw/handlers/dashboard";
import { server } from "../../msw/server";
import { seededName, teamEvents } from "../../support/seedEvents";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";
import { installTeamServer } from "../dashboard/fakeTeamServer";
import { FakeIdentityProvider } from "./fakeIdentityProvider";
import { installFakeIdentityProvider } from "./setup";

const [teamEvent] = teamEvents(1);

const provider = installFakeIdentityProvider();
const EMAIL = "again@example.org";
const expired = () => HttpResponse.json({ detail: "Invalid token." }, { status: 401 });

/** The 401 took the user to /login: they sign in again with the same account. */
async function signInAgain(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole("textbox", { name: /^E-mail/ }), EMAIL);
  await user.type(screen.getByLabelText(/^Password/), "pass-word-1");
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

beforeEach(() => {
  provider().addPasswordUser(EMAIL, "pass-word-1");
  seedAccount(FakeIdentityProvider.idTokenOf(EMAIL), true);
});

describe("what was typed survives a session that ends mid-edit", () => {
  it("gives the profile form its typed values back after a 401 and signing in again", async () => {
    const profile = completeProfile({ name: "Old Name", branch: "Old Branch" });
    server.use(
      http.get(apiUrl("profile/"), () => HttpResponse.json(profile)),
      http.put(apiUrl("profile/"), expired, { once: true }),
    );
    const user = userEvent.setup();
    const { router } = renderApp({ route: "/profile/edit", preloadedState: loggedIn("expiring-token") });
    const name = await screen.findByLabelText(/Full name/);
    await user.clear(name);
    await user.type(name, "New Name");
    await user.click(screen.getByRole("button", { name: "Next" }));
    const branch = await screen.findByLabelText(/Branch/);
    await user.clear(branch);
    await user.type(branch, "Typed Branch");
    await user.click(screen.getByRole("button", { name: "Save profile" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    await signInAgain(user);
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile/edit"));
    expect(await screen.findByLabelText(/Full name/)).toHaveValue("New Name");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByLabelText(/Branch/)).toHaveValue("Typed Branch");
  });

  it("gives the team name and the access code back after a 401 and signing in again", async () => {
    installTeamServer();
    server.use(http.post(apiUrl("teams/create/"), expired, { once: true }));
    const user = userEvent.setup();
    const { router } = renderApp({ route: "/dashboard/events", preloadedState: loggedIn("expiring-token") });
    await screen.findAllByText("Registration open");
    await user.type(screen.getByLabelText("Access code"), "HALF123");
    const teamCard = screen.getByRole("article", { name: seededName(teamEvent) });
    await user.type(within(teamCard).getByLabelText("Team name"), "Null Pointers");
    await user.click(within(teamCard).getByRole("button", { name: "Create team" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    await signInAgain(user);
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/events"));
    await screen.findAllByText("Registration open");
    const again = screen.getByRole("article", { name: seededName(teamEvent) });
    expect(within(again).getByLabelText("Team name")).toHaveValue("Null Pointers");
    expect(screen.getByLabelText("Access code")).toHaveValue("HALF123");

    await user.click(within(again).getByRole("button", { name: "Create team" }));
    expect(await screen.findByText(/Yay! Team "\u2068Null Pointers\u2069" created/)).toBeInTheDocument();
    expect(window.sessionStorage.getItem("draft:create-team:1")).toBeNull();
  });

  it("forgets every draft at an explicit logout", async () => {
    installTeamServer();
    const user = userEvent.setup();
    const { router } = renderApp({ route: "/dashboard/events", preloadedState: loggedIn("leaving-token") });
    await screen.findAllByText("Registration open");
    await user.type(screen.getByLabelText("Access code"), "SECRET1");
    expect(window.sessionStorage.getItem("draft:join-team")).toBe('"SECRET1"');
    await user.click(within(screen.getByRole("banner")).getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    await waitFor(() => expect(window.sessionStorage.length).toBe(0));
  });
});
