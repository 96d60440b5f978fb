import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { apiUrl } from "../../msw/apiUrl";
import { announcement } from "../../msw/handlers/announcements";
import { certificate } from "../../msw/handlers/certificates";
import { server } from "../../msw/server";
import { seededName, teamEvents } from "../../support/seedEvents";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";
import { installTeamServer } from "./fakeTeamServer";

const [teamEvent, secondTeamEvent] = teamEvents(2);

/** Holds the dashboard's reads until `open()`; they then go on to the server's handlers. */
function slowServer() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  for (const url of ["events/", "profile/", "certificates/", "announcements/"])
    server.use(
      http.get(apiUrl(url), async () => {
        await opened;
      }),
    );
  return open;
}

async function visit(token: string) {
  const utils = renderApp({ route: "/dashboard", preloadedState: loggedIn(token) });
  await screen.findByRole("heading", { name: "Dashboard" });
  return utils;
}

describe("/dashboard revisited with a kept copy", () => {
  it("shows the session's last teams, profile, certificates and announcements at once, then the server's fresh answers", async () => {
    const api = installTeamServer();
    api.addOwnTeam(secondTeamEvent, "Gradient Descent");
    server.use(
      http.get(apiUrl("certificates/"), () => HttpResponse.json([certificate()])),
      http.get(apiUrl("announcements/"), () => HttpResponse.json([announcement()])),
    );
    const first = await visit("token-of-asha");
    await screen.findByText(`${seededName(teamEvent)}: Certificate of participation`);
    await screen.findByText("Doors open at 9");
    first.unmount();

    api.addOwnTeam(teamEvent, "Second Wind", false);
    const open = slowServer();
    await visit("token-of-asha");
    const teams = await screen.findByRole("region", { name: "Your teams" });
    // Nothing has been answered yet: all of this is the device's copy, said to be one.
    expect(await within(teams).findByText("Gradient Descent")).toBeInTheDocument();
    expect(screen.getByText(`${seededName(teamEvent)}: Certificate of participation`)).toBeInTheDocument();
    expect(screen.getByText("Doors open at 9")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Asha Verma" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(/^Showing your data from .+ while it updates\.$/);
    expect(within(teams).queryByText("Second Wind")).not.toBeInTheDocument();

    open();
    expect(await within(teams).findByText("Second Wind")).toBeInTheDocument();
    await screen.findByRole("heading", { name: "Dashboard" });
    expect(screen.queryByText(/showing your data from/i)).not.toBeInTheDocument();
  });

  it("shows nothing kept under another session", async () => {
    const api = installTeamServer();
    api.addOwnTeam(secondTeamEvent, "Gradient Descent");
    (await visit("token-of-asha")).unmount();
    slowServer();
    await visit("token-of-someone-else");
    expect(await screen.findByLabelText("Loading your profile")).toBeInTheDocument();
    expect(screen.queryByText("Gradient Descent")).not.toBeInTheDocument();
    expect(screen.queryByText(/showing your data from/i)).not.toBeInTheDocument();
  });
});
