import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setRequestTimeoutMs } from "../../../src/api/requestTimeout";
import { apiUrl } from "../../msw/apiUrl";
import { server } from "../../msw/server";
import { seededName, teamEvents } from "../../support/seedEvents";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";
import { installTeamServer } from "./fakeTeamServer";

const [teamEvent] = teamEvents(1);

async function openRegistration() {
  const user = userEvent.setup();
  renderApp({ route: "/dashboard/events", preloadedState: loggedIn() });
  await screen.findAllByText("Registration open");
  return user;
}

describe("a slow or throttling server", () => {
  it("gives up on a create that never gets an answer, says so, and enables the button again", async () => {
    installTeamServer();
    server.use(http.post(apiUrl("teams/create/"), () => new Promise<Response>(() => undefined)));
    const user = await openRegistration();
    const restore = setRequestTimeoutMs(300);
    try {
      const teamCard = screen.getByRole("article", { name: seededName(teamEvent) });
      await user.type(within(teamCard).getByLabelText("Team name"), "Patient Team");
      await user.click(within(teamCard).getByRole("button", { name: "Create team" }));
      expect(within(teamCard).getByRole("button", { name: "Creating…" })).toBeDisabled();

      expect(
        await screen.findByText("Oops... The server did not answer in time. Check your connection and try again."),
      ).toBeInTheDocument();
      expect(within(teamCard).getByRole("button", { name: "Create team" })).toBeEnabled();
      expect(within(teamCard).getByLabelText("Team name")).toHaveValue("Patient Team");
    } finally {
      restore();
    }
  });

  it("shows a throttled join as the wait in words, from Retry-After, and keeps the code", async () => {
    installTeamServer();
    server.use(
      http.post(apiUrl("teams/join/"), () =>
        HttpResponse.json(
          { detail: "Request was throttled. Expected available in 119 seconds." },
          { status: 429, headers: { "Retry-After": "119" } },
        ),
      ),
    );
    const user = await openRegistration();
    await user.type(screen.getByLabelText("Access code"), "GUESS12");
    await user.click(screen.getByRole("button", { name: "Join team" }));
    expect(await screen.findByText("Oops... Too many attempts. Try again in 2 minutes.")).toBeInTheDocument();
    expect(screen.getByLabelText("Access code")).toHaveValue("GUESS12");
    expect(screen.getByRole("button", { name: "Join team" })).toBeEnabled();
  });

  it("reads the wait from the detail when Retry-After cannot be read (another origin)", async () => {
    installTeamServer();
    server.use(
      http.post(apiUrl("teams/join/"), () =>
        HttpResponse.json({ detail: "Request was throttled. Expected available in 42 seconds." }, { status: 429 }),
      ),
    );
    const user = await openRegistration();
    await user.type(screen.getByLabelText("Access code"), "GUESS34");
    await user.click(screen.getByRole("button", { name: "Join team" }));
    expect(await screen.findByText("Oops... Too many attempts. Try again in 42 seconds.")).toBeInTheDocument();
  });
});
