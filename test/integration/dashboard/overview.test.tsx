import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { apiUrl } from "../../msw/apiUrl";
import { completeProfile, emptyHandles } from "../../msw/handlers/dashboard";
import { server } from "../../msw/server";
import { seededName, soloEvents, teamEvents } from "../../support/seedEvents";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";
import { installTeamServer, TEAMMATE } from "./fakeTeamServer";

const [teamEvent, secondTeamEvent] = teamEvents(2);
const [, , thirdSoloEvent] = soloEvents(3);

function setClipboard(value: { writeText: (text: string) => Promise<void> } | undefined) {
  Object.defineProperty(window.navigator, "clipboard", { configurable: true, value });
}

async function openDashboard() {
  const user = userEvent.setup();
  const utils = renderApp({ route: "/dashboard", preloadedState: loggedIn() });
  await screen.findByRole("region", { name: "Your account" });
  return { user, ...utils };
}

describe("/dashboard", () => {
  it("shows who is signed in, the profile and the referral code and link", async () => {
    installTeamServer();
    await openDashboard();
    const account = screen.getByRole("region", { name: "Your account" });
    expect(within(account).getByText("AV")).toBeInTheDocument();
    expect(within(account).getByRole("heading", { name: "Asha Verma" })).toBeInTheDocument();
    expect(within(account).getByText("asha@example.org")).toBeInTheDocument();
    expect(within(account).getByText("E-mail verified")).toBeInTheDocument();

    const profile = screen.getByRole("region", { name: "Profile" });
    expect(within(profile).getByText("Example Institute of Technology")).toBeInTheDocument();
    expect(within(profile).getByText("College")).toBeInTheDocument();
    expect(within(profile).getByText("+919876543210")).toBeInTheDocument();

    const referral = screen.getByRole("region", { name: "Refer your friends" });
    expect(within(referral).getByText("ASHA7REF")).toBeInTheDocument();
    expect(within(referral).getByText(`${window.location.origin}/login?referral=ASHA7REF`)).toBeInTheDocument();
    expect(referral).toHaveTextContent("3 referrals so far");
  });

  it("copies the referral link and says so", async () => {
    installTeamServer();
    const { user } = await openDashboard();
    const written: string[] = [];
    setClipboard({ writeText: async (text: string) => void written.push(text) });
    await user.click(screen.getByRole("button", { name: "Copy referral link" }));
    expect(await screen.findByText("Yay! Copied the referral link.")).toBeInTheDocument();
    expect(written).toEqual([`${window.location.origin}/login?referral=ASHA7REF`]);
  });

  it("falls back to the older copy command where the Clipboard API is missing, and says when nothing works", async () => {
    installTeamServer();
    const { user } = await openDashboard();
    setClipboard(undefined);
    const execCommand = jest.fn(() => true);
    Object.defineProperty(document, "execCommand", { configurable: true, value: execCommand });
    await user.click(screen.getByRole("button", { name: "Copy referral code" }));
    expect(await screen.findByText("Yay! Copied the referral code.")).toBeInTheDocument();
    expect(execCommand).toHaveBeenCalledWith("copy");

    execCommand.mockReturnValue(false);
    await user.click(screen.getByRole("button", { name: "Copy referral code" }));
    expect(
      await screen.findByText("Oops... Could not copy the referral code: select it and copy it by hand."),
    ).toBeInTheDocument();
  });

  it("lists the participant's teams across events", async () => {
    const api = installTeamServer();
    api.addOwnTeam(secondTeamEvent, "Gradient Descent");
    api.addOwnTeam(thirdSoloEvent, "Asha Verma #7", false);
    await openDashboard();
    const teams = screen.getByRole("region", { name: "Your teams" });
    expect(await within(teams).findByText(seededName(secondTeamEvent))).toBeInTheDocument();
    const gradient = within(teams).getByText("Gradient Descent");
    expect(gradient.tagName).toBe("BDI");
    expect(gradient.parentElement).toHaveTextContent(`Gradient Descent · Asha Verma, ${TEAMMATE.name} · Team full`);
    expect(within(teams).getByText(TEAMMATE.name).tagName).toBe("BDI");
    expect(within(teams).getByText(seededName(thirdSoloEvent))).toBeInTheDocument();
    expect(within(teams).getByText("Registered individually")).toBeInTheDocument();
    expect(within(teams).queryByText(seededName(teamEvent))).not.toBeInTheDocument();
  });

  it("shows the coding handles the participant saved", async () => {
    installTeamServer();
    server.use(
      http.get(apiUrl("profile/handles/"), () =>
        HttpResponse.json({ ...emptyHandles(), codeforces: "asha_cf", dev_folio: "asha-builds" }),
      ),
    );
    await openDashboard();
    const handles = await screen.findByRole("region", { name: "Coding handles" });
    expect(within(handles).getByText("Codeforces")).toBeInTheDocument();
    expect(within(handles).getByText("asha_cf")).toBeInTheDocument();
    expect(within(handles).getByText("Devfolio")).toBeInTheDocument();
    expect(within(handles).getByText("asha-builds")).toBeInTheDocument();
    expect(within(handles).queryByText("CodeChef")).not.toBeInTheDocument();
  });

  it("shows no year of study for a working professional", async () => {
    installTeamServer({ profile: completeProfile({ institute_type: 2, study_year: null }) });
    await openDashboard();
    const profile = screen.getByRole("region", { name: "Profile" });
    expect(within(profile).getByText("Working professional")).toBeInTheDocument();
    expect(within(profile).queryByText("Year of study")).not.toBeInTheDocument();
  });

  it("offers the password change only to password accounts", async () => {
    installTeamServer();
    const { unmount } = await openDashboard();
    expect(screen.getByRole("link", { name: "Change password" })).toHaveAttribute("href", "/password/change");
    expect(screen.getByRole("link", { name: "Edit profile" })).toHaveAttribute("href", "/profile/edit");
    unmount();

    installTeamServer({ profile: completeProfile({ provider: "google.com" }) });
    await openDashboard();
    expect(screen.queryByRole("link", { name: "Change password" })).not.toBeInTheDocument();
  });

  it("shows an unverified e-mail with a way to resend the verification", async () => {
    installTeamServer({ profile: completeProfile({ is_verified: false }) });
    await openDashboard();
    const account = screen.getByRole("region", { name: "Your account" });
    expect(within(account).getByText("E-mail not verified")).toBeInTheDocument();
    await userEvent.click(within(account).getByRole("button", { name: "Resend verification e-mail" }));
    // No provider session in this browser (signed in elsewhere or long ago): the participant learns how to get one.
    expect(
      await screen.findByText("Oops... To get a new verification e-mail, log out, sign in again, then press Resend."),
    ).toBeInTheDocument();
  });

  it("says the server cannot be reached when offline and loads the profile on retry", async () => {
    server.use(http.get(apiUrl("profile/"), () => HttpResponse.error(), { once: true }));
    const user = userEvent.setup();
    renderApp({ route: "/dashboard", preloadedState: loggedIn() });
    expect(await screen.findByText(/Your profile could not be loaded/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("region", { name: "Your account" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument());
  });

  it("moves between the overview and the registration view", async () => {
    installTeamServer();
    const { user, router } = await openDashboard();
    expect(screen.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
    await user.click(screen.getByRole("link", { name: "Event registration" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/events"));
    expect(await screen.findByRole("heading", { level: 1, name: "Register for events" })).toBeInTheDocument();
  });
});
