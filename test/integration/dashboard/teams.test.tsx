import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { apiUrl } from "../../msw/apiUrl";
import { completeProfile } from "../../msw/handlers/dashboard";
import { server } from "../../msw/server";
import { seededName, soloEvents, teamEvents } from "../../support/seedEvents";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";
import { installTeamServer, TEAMMATE } from "./fakeTeamServer";

const [teamEvent, secondTeamEvent, thirdTeamEvent, fourthTeamEvent] = teamEvents(4);
const [soloEvent, secondSoloEvent] = soloEvents(2);

const openRegistration = async (route = "/dashboard/events") => {
  const user = userEvent.setup();
  const utils = renderApp({ route, preloadedState: loggedIn() });
  await screen.findAllByText("Registration open");
  return { user, ...utils };
};

const card = (title: string) => screen.getByRole("article", { name: title });
/** The card once the page is no longer hidden behind a closing dialog (a modal hides the rest from assistive tech). */
const cardAfterDialog = (title: string) => screen.findByRole("article", { name: title });

describe("team events", () => {
  it("creates a team, then shows its name, its free place and the access code to share", async () => {
    const api = installTeamServer();
    const { user } = await openRegistration();
    const teamCard = card(seededName(teamEvent));
    await user.type(within(teamCard).getByLabelText("Team name"), "Null Pointers");
    await user.click(within(teamCard).getByRole("button", { name: "Create team" }));

    expect(
      await screen.findByText(
        new RegExp(`Yay! Team "\\u2068Null Pointers\\u2069" created for ${seededName(teamEvent)}`),
      ),
    ).toBeInTheDocument();
    const updated = card(seededName(teamEvent));
    expect(await within(updated).findByText("1 free place")).toBeInTheDocument();
    expect(within(updated).getByText("Null Pointers")).toBeInTheDocument();
    expect(within(updated).getByText(/^CODE\d+XYZ$/)).toBeInTheDocument();
    const self = within(updated).getByText("Asha Verma");
    expect(self.tagName).toBe("BDI");
    expect(self.parentElement).toHaveTextContent(/^Asha Verma \(you\)$/);
    expect(api.writes).toEqual([{ path: "teams/create/", body: { event: 1, team_name: "Null Pointers" } }]);
  });

  it("explains a one-letter team name before asking the server", async () => {
    const api = installTeamServer();
    const { user } = await openRegistration();
    const teamCard = card(seededName(teamEvent));
    await user.type(within(teamCard).getByLabelText("Team name"), "X");
    expect(within(teamCard).getByText("A team name needs at least 2 characters.")).toBeInTheDocument();
    await user.click(within(teamCard).getByRole("button", { name: "Create team" }));
    expect(api.writes).toHaveLength(0);
  });

  it("shows the server's message when the name is taken and keeps what was typed", async () => {
    const api = installTeamServer();
    api.addOthersTeam(teamEvent, "Null Pointers", "TAKEN01");
    const { user } = await openRegistration();
    const teamCard = card(seededName(teamEvent));
    await user.type(within(teamCard).getByLabelText("Team name"), "null pointers");
    await user.click(within(teamCard).getByRole("button", { name: "Create team" }));

    expect(await screen.findByText("Oops... A team with this name already exists for this event")).toBeInTheDocument();
    expect(within(card(seededName(teamEvent))).getByLabelText("Team name")).toHaveValue("null pointers");
    expect(
      within(card(seededName(teamEvent))).getByText("A team with this name already exists for this event"),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Yay!/)).not.toBeInTheDocument();
  });

  it("sends one create request when the button is double-clicked, and disables it while the call runs", async () => {
    const api = installTeamServer({ latencyMs: 150 });
    const { user } = await openRegistration();
    const teamCard = card(seededName(teamEvent));
    await user.type(within(teamCard).getByLabelText("Team name"), "Bit Flippers");
    const button = within(teamCard).getByRole("button", { name: "Create team" });
    // Two clicks in the same tick, before React can re-render the button as disabled.
    fireEvent.click(button);
    fireEvent.click(button);

    expect(within(teamCard).getByRole("button", { name: "Creating…" })).toBeDisabled();
    expect(await screen.findByText(/Yay! Team "\u2068Bit Flippers\u2069" created/)).toBeInTheDocument();
    expect(api.writes.filter((write) => write.path === "teams/create/")).toHaveLength(1);
  });

  it("shows a closed event as closed, without a way to register", async () => {
    installTeamServer({ closed: [secondTeamEvent] });
    await openRegistration();
    const closedCard = card(seededName(secondTeamEvent));
    expect(
      within(closedCard).getByText(`Registration for ${seededName(secondTeamEvent)} is closed.`),
    ).toBeInTheDocument();
    expect(within(closedCard).queryByRole("button", { name: "Create team" })).not.toBeInTheDocument();
  });

  it("tells the server's message when registration closed after the page loaded", async () => {
    installTeamServer();
    server.use(
      http.post(apiUrl("teams/create/"), () =>
        HttpResponse.json({ detail: "Registration for this event is closed" }, { status: 400 }),
      ),
    );
    const { user } = await openRegistration();
    const teamCard = card(seededName(teamEvent));
    await user.type(within(teamCard).getByLabelText("Team name"), "Late Comers");
    await user.click(within(teamCard).getByRole("button", { name: "Create team" }));
    expect(await screen.findByText("Oops... Registration for this event is closed")).toBeInTheDocument();
    expect(within(teamCard).getByRole("button", { name: "Create team" })).toBeEnabled();
  });

  it("shows a failure of the server (500) as a toast and lets the participant try again", async () => {
    installTeamServer();
    server.use(
      http.post(apiUrl("teams/create/"), () => HttpResponse.json({ detail: "Server Error" }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = await openRegistration();
    const teamCard = card(seededName(teamEvent));
    await user.type(within(teamCard).getByLabelText("Team name"), "Retry Squad");
    await user.click(within(teamCard).getByRole("button", { name: "Create team" }));
    expect(await screen.findByText("Oops... Server Error")).toBeInTheDocument();

    await user.click(within(teamCard).getByRole("button", { name: "Create team" }));
    expect(await screen.findByText(/Yay! Team "\u2068Retry Squad\u2069" created/)).toBeInTheDocument();
  });
});

describe("individual events", () => {
  it("registers in one action, under a team name made from the participant's name", async () => {
    const api = installTeamServer();
    const { user } = await openRegistration();
    await user.click(
      within(card(seededName(soloEvent))).getByRole("button", { name: `Register for ${seededName(soloEvent)}` }),
    );

    expect(await screen.findByText(`Yay! You are registered for ${seededName(soloEvent)}.`)).toBeInTheDocument();
    expect(await within(card(seededName(soloEvent))).findByText("You are registered.")).toBeInTheDocument();
    expect(api.writes).toEqual([{ path: "teams/create/", body: { event: 5, team_name: "Asha Verma #7" } }]);
  });

  it("withdraws after a confirmation", async () => {
    const api = installTeamServer();
    api.addOwnTeam(secondSoloEvent, "Asha Verma #7", false);
    const { user } = await openRegistration();
    await user.click(within(card(seededName(secondSoloEvent))).getByRole("button", { name: "Withdraw" }));
    const dialog = await screen.findByRole("dialog", { name: `Withdraw from ${seededName(secondSoloEvent)}?` });
    await user.click(within(dialog).getByRole("button", { name: "Withdraw" }));

    expect(await screen.findByText(`Yay! You withdrew from ${seededName(secondSoloEvent)}.`)).toBeInTheDocument();
    expect(
      await within(await cardAfterDialog(seededName(secondSoloEvent))).findByRole("button", {
        name: `Register for ${seededName(secondSoloEvent)}`,
      }),
    ).toBeInTheDocument();
  });
});

describe("joining a team", () => {
  it("joins with an access code and shows the complete team without its code", async () => {
    const api = installTeamServer();
    api.addOthersTeam(fourthTeamEvent, "Pixel Pushers", "PIXEL42X");
    const { user } = await openRegistration();
    await user.type(screen.getByLabelText("Access code"), "PIXEL42X");
    await user.click(screen.getByRole("button", { name: "Join team" }));

    expect(
      await screen.findByText(`Yay! You joined "\u2068Pixel Pushers\u2069" for ${seededName(fourthTeamEvent)}.`),
    ).toBeInTheDocument();
    const fullCard = card(seededName(fourthTeamEvent));
    expect(await within(fullCard).findByText("Team full")).toBeInTheDocument();
    expect(within(fullCard).getByText(TEAMMATE.name)).toBeInTheDocument();
    expect(within(fullCard).queryByText("PIXEL42X")).not.toBeInTheDocument();
    expect(within(fullCard).queryByRole("button", { name: /Copy access code/ })).not.toBeInTheDocument();
    expect(within(fullCard).getByRole("button", { name: "Leave team" })).toBeInTheDocument();
  });

  it("shows 'Invalid Access Code' from the server for a wrong code and keeps it in the field", async () => {
    installTeamServer();
    const { user } = await openRegistration();
    await user.type(screen.getByLabelText("Access code"), "WRONG99");
    await user.click(screen.getByRole("button", { name: "Join team" }));
    expect(await screen.findByText("Oops... Invalid Access Code")).toBeInTheDocument();
    expect(screen.getByLabelText("Access code")).toHaveValue("WRONG99");
    expect(
      within(screen.getByRole("region", { name: "Join a team" })).getByText("Invalid Access Code"),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText("Access code"), "9");
    expect(screen.getByLabelText("Access code")).toHaveValue("WRONG999");
    expect(
      within(screen.getByRole("region", { name: "Join a team" })).queryByText("Invalid Access Code"),
    ).not.toBeInTheDocument();
  });

  it("shows 'Maximum Size of Team Reached' when the team is full", async () => {
    const api = installTeamServer();
    api.addOthersTeam(teamEvent, "Full House", "FULLHOUSE", true);
    const { user } = await openRegistration();
    await user.type(screen.getByLabelText("Access code"), "FULLHOUSE");
    await user.click(screen.getByRole("button", { name: "Join team" }));
    expect(await screen.findByText("Oops... Maximum Size of Team Reached")).toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "Join a team" })).getByText("Maximum Size of Team Reached"),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Access code")).toHaveAccessibleDescription("Maximum Size of Team Reached");
  });

  it("explains a code that is too short without calling the server", async () => {
    const api = installTeamServer();
    const { user } = await openRegistration();
    await user.type(screen.getByLabelText("Access code"), "ABC");
    await user.click(screen.getByRole("button", { name: "Join team" }));
    expect(screen.getByText("An access code has at least 7 characters.")).toBeInTheDocument();
    expect(api.writes).toHaveLength(0);
  });

  it("pre-fills the code from a join link and joins from it", async () => {
    const api = installTeamServer();
    api.addOthersTeam(secondTeamEvent, "Gradient Descent", "GRAD1ENT");
    const { user, router } = await openRegistration("/dashboard/events?join=GRAD1ENT");
    expect(screen.getByLabelText("Access code")).toHaveValue("GRAD1ENT");
    await user.click(screen.getByRole("button", { name: "Join team" }));
    expect(
      await screen.findByText(`Yay! You joined "\u2068Gradient Descent\u2069" for ${seededName(secondTeamEvent)}.`),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("keeps the join link through the trip to /login", async () => {
    installTeamServer();
    const { router } = renderApp({ route: "/dashboard/events?join=GRAD1ENT" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(new URLSearchParams(router.state.location.search).get("redirect")).toBe("/dashboard/events?join=GRAD1ENT");
  });
});

describe("managing a team", () => {
  it("lets the creator remove the teammate after a confirmation naming them, but never themself", async () => {
    const api = installTeamServer();
    api.addOwnTeam(thirdTeamEvent, "Token Rings");
    const { user } = await openRegistration();
    const ownTeamCard = card(seededName(thirdTeamEvent));
    expect(within(ownTeamCard).queryByRole("button", { name: "Remove Asha Verma" })).not.toBeInTheDocument();
    await user.click(within(ownTeamCard).getByRole("button", { name: `Remove ${TEAMMATE.name}` }));
    const asked = await screen.findByRole("dialog", {
      name: `Remove \u2068${TEAMMATE.name}\u2069 from "\u2068Token Rings\u2069"?`,
    });
    await user.click(within(asked).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.writes).toHaveLength(0);

    await user.click(within(ownTeamCard).getByRole("button", { name: `Remove ${TEAMMATE.name}` }));
    const dialog = await screen.findByRole("dialog", {
      name: `Remove \u2068${TEAMMATE.name}\u2069 from "\u2068Token Rings\u2069"?`,
    });
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));

    expect(
      await screen.findByText(`Yay! \u2068${TEAMMATE.name}\u2069 was removed from "\u2068Token Rings\u2069".`),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await within(card(seededName(thirdTeamEvent))).findByText("1 free place")).toBeInTheDocument();
    expect(within(card(seededName(thirdTeamEvent))).queryByText(TEAMMATE.name)).not.toBeInTheDocument();
  });

  it("offers a member no Remove", async () => {
    const api = installTeamServer();
    api.addOthersTeam(teamEvent, "Their Team", "THEIRS01");
    const { user } = await openRegistration("/dashboard/events?join=THEIRS01");
    await user.click(screen.getByRole("button", { name: "Join team" }));
    const teamCard = card(seededName(teamEvent));
    expect(await within(teamCard).findByRole("button", { name: "Leave team" })).toBeInTheDocument();
    expect(within(teamCard).queryByRole("button", { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal when a page that is out of date lets a non-creator remove", async () => {
    const api = installTeamServer();
    const team = api.addOwnTeam(teamEvent, "Handed Over");
    server.use(
      http.post(apiUrl(`teams/${team.id}/remove/`), () =>
        HttpResponse.json({ detail: "Only the team's creator can remove members" }, { status: 403 }),
      ),
    );
    const { user } = await openRegistration();
    await user.click(within(card(seededName(teamEvent))).getByRole("button", { name: `Remove ${TEAMMATE.name}` }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Oops... Only the team's creator can remove members")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(within(card(seededName(teamEvent))).getByText(TEAMMATE.name)).toBeInTheDocument();
  });

  it("asks before the creator deletes the team, saying it goes for both members", async () => {
    const api = installTeamServer();
    api.addOwnTeam(teamEvent, "Stack Smashers");
    const { user } = await openRegistration();
    await user.click(within(card(seededName(teamEvent))).getByRole("button", { name: "Delete team" }));
    const dialog = await screen.findByRole("dialog", { name: 'Delete "\u2068Stack Smashers\u2069"?' });
    expect(dialog).toHaveTextContent("deletes it for both members");

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.writes).toHaveLength(0);

    await user.click(within(card(seededName(teamEvent))).getByRole("button", { name: "Delete team" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete team" }));
    expect(await screen.findByText('Yay! Team "\u2068Stack Smashers\u2069" deleted.')).toBeInTheDocument();
    expect(await within(await cardAfterDialog(seededName(teamEvent))).findByLabelText("Team name")).toBeInTheDocument();
  });

  it("lets a member leave after a confirmation", async () => {
    const api = installTeamServer();
    api.addOthersTeam(fourthTeamEvent, "Pixel Pushers", "PIXEL42X");
    const { user } = await openRegistration("/dashboard/events?join=PIXEL42X");
    await user.click(screen.getByRole("button", { name: "Join team" }));
    await user.click(await within(card(seededName(fourthTeamEvent))).findByRole("button", { name: "Leave team" }));
    const dialog = await screen.findByRole("dialog", { name: 'Leave "\u2068Pixel Pushers\u2069"?' });
    // Nothing has happened yet: the dialog says what would happen.
    expect(dialog).toHaveTextContent(`You will no longer be registered for ${seededName(fourthTeamEvent)}.`);
    expect(dialog).not.toHaveTextContent("You are no longer registered");
    await user.click(within(dialog).getByRole("button", { name: "Leave team" }));

    expect(await screen.findByText('Yay! You left "\u2068Pixel Pushers\u2069".')).toBeInTheDocument();
    expect(
      await within(await cardAfterDialog(seededName(fourthTeamEvent))).findByLabelText("Team name"),
    ).toBeInTheDocument();
  });
});

describe("the profile gate and the network", () => {
  it("leads an unverified participant to the fix when the server answers 403", async () => {
    installTeamServer({ profile: completeProfile({ is_verified: false }) });
    const { user } = await openRegistration();
    expect(screen.getByText("Verify your e-mail to register for events")).toBeInTheDocument();
    const teamCard = card(seededName(teamEvent));
    await user.type(within(teamCard).getByLabelText("Team name"), "Early Birds");
    await user.click(within(teamCard).getByRole("button", { name: "Create team" }));

    expect(
      await screen.findByText("Oops... Profile needs to be filled and account must be verified"),
    ).toBeInTheDocument();
    expect(within(teamCard).getByRole("button", { name: "Resend verification e-mail" })).toBeInTheDocument();
  });

  it("offers both fixes when the server answers 403 although the profile looked complete", async () => {
    installTeamServer();
    server.use(
      http.post(apiUrl("teams/join/"), () =>
        HttpResponse.json({ detail: "Profile needs to be filled and account must be verified" }, { status: 403 }),
      ),
    );
    const { user, router } = await openRegistration();
    await user.type(screen.getByLabelText("Access code"), "SOMECODE");
    await user.click(screen.getByRole("button", { name: "Join team" }));
    await screen.findByText("Oops... Profile needs to be filled and account must be verified");
    const joinSection = screen.getByRole("region", { name: "Join a team" });
    expect(within(joinSection).getByRole("button", { name: "Resend verification e-mail" })).toBeInTheDocument();
    await user.click(within(joinSection).getByRole("link", { name: "Complete your profile" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile/edit"));
    expect(new URLSearchParams(router.state.location.search).get("next")).toBe("/dashboard/events");
  });

  it("refetches the profile after a 403 and offers only the fix that is missing", async () => {
    installTeamServer();
    let verified = true;
    server.use(
      http.get(apiUrl("profile/"), () => HttpResponse.json(completeProfile({ is_verified: verified }))),
      http.post(apiUrl("teams/create/"), () => {
        verified = false;
        return HttpResponse.json(
          { detail: "Profile needs to be filled and account must be verified" },
          { status: 403 },
        );
      }),
    );
    const { user } = await openRegistration();
    const teamCard = card(seededName(teamEvent));
    await user.type(within(teamCard).getByLabelText("Team name"), "Early Birds");
    await user.click(within(teamCard).getByRole("button", { name: "Create team" }));

    expect(await screen.findByText("Verify your e-mail to register for events")).toBeInTheDocument();
    expect(within(teamCard).getByRole("button", { name: "Resend verification e-mail" })).toBeInTheDocument();
    expect(within(teamCard).queryByRole("link", { name: "Complete your profile" })).not.toBeInTheDocument();
  });

  it("keeps the typed team name when the create call cannot reach the server, and lets it be sent again", async () => {
    const api = installTeamServer();
    const { user } = await openRegistration();
    server.use(http.post(apiUrl("teams/create/"), () => HttpResponse.error(), { once: true }));
    const teamCard = card(seededName(teamEvent));
    await user.type(within(teamCard).getByLabelText("Team name"), "Offline Owls");
    await user.click(within(teamCard).getByRole("button", { name: "Create team" }));

    expect(await screen.findByText(/^Oops\.\.\. /)).toBeInTheDocument();
    expect(within(teamCard).getByLabelText("Team name")).toHaveValue("Offline Owls");
    await user.click(within(teamCard).getByRole("button", { name: "Create team" }));
    expect(await screen.findByText(/Yay! Team "\u2068Offline Owls\u2069" created/)).toBeInTheDocument();
    expect(api.writes).toHaveLength(1);
  });

  it("sends one join request for two clicks in the same tick", async () => {
    const api = installTeamServer({ latencyMs: 150 });
    api.addOthersTeam(fourthTeamEvent, "Pixel Pushers", "PIXEL42X");
    await openRegistration("/dashboard/events?join=PIXEL42X");
    const button = screen.getByRole("button", { name: "Join team" });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(screen.getByRole("button", { name: "Joining…" })).toBeDisabled();
    expect(
      await screen.findByText(`Yay! You joined "\u2068Pixel Pushers\u2069" for ${seededName(fourthTeamEvent)}.`),
    ).toBeInTheDocument();
    expect(api.writes).toHaveLength(1);
  });

  it("says the server cannot be reached when offline, and loads the events on retry", async () => {
    installTeamServer();
    server.use(http.get(apiUrl("events/"), () => HttpResponse.error(), { once: true }));
    const user = userEvent.setup();
    renderApp({ route: "/dashboard/events", preloadedState: loggedIn() });

    expect(await screen.findByText(/We could not reach the server/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findAllByText("Registration open")).toHaveLength(7);
    expect(screen.queryByText(/We could not reach the server/)).not.toBeInTheDocument();
  });

  it("keeps the last known teams on screen when a later refresh fails, saying they are the device's copy", async () => {
    const api = installTeamServer();
    api.addOwnTeam(teamEvent, "Stack Smashers");
    const { user } = await openRegistration();
    server.use(http.get(apiUrl("events/"), () => HttpResponse.error()));
    await user.click(screen.getByRole("link", { name: "Overview" }));
    // The list is fresh (under EVENTS_FRESH_SECONDS) when the page changes: the tab regaining focus refreshes it.
    act(() => {
      window.dispatchEvent(new Event("focus"));
    });

    expect(await screen.findByRole("status")).toHaveTextContent(
      /The server cannot be reached: showing your data from .+\. Changes need the network\./,
    );
    const teams = await screen.findByRole("region", { name: "Your teams" });
    expect(within(teams).getByText(seededName(teamEvent))).toBeInTheDocument();
  });
});
