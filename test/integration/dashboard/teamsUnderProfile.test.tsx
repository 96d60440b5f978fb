import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { apiUrl } from "../../msw/apiUrl";
import { completeProfile } from "../../msw/handlers/dashboard";
import { server } from "../../msw/server";
import { teamEvents } from "../../support/seedEvents";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";
import { installTeamServer } from "./fakeTeamServer";

const [teamEvent] = teamEvents(1);

// The teams and the certificates sit under the profile's cards on /dashboard: shown while the profile still loads,
// they would be pushed down a screen when it answers (a layout shift of about 0.5 on a phone).
it("shows the teams and the certificates once the profile is there, their reads started with the page", async () => {
  const api = installTeamServer();
  api.addOwnTeam(teamEvent, "Gradient Descent");
  let answerProfile = () => {};
  const profileHeld = new Promise<void>((resolve) => (answerProfile = resolve));
  const asked: string[] = [];
  server.events.on("request:start", ({ request }) => asked.push(new URL(request.url).pathname));
  server.use(
    http.get(apiUrl("profile/"), async () => {
      await profileHeld;
      return HttpResponse.json(completeProfile());
    }),
  );
  renderApp({ route: "/dashboard", preloadedState: loggedIn() });
  await screen.findByRole("progressbar", { name: "Loading your profile" });
  await waitFor(() => expect(asked.some((path) => path.endsWith("/api/certificates/"))).toBe(true));
  expect(asked.some((path) => path.endsWith("/api/events/"))).toBe(true);
  expect(screen.queryByRole("region", { name: "Your teams" })).not.toBeInTheDocument();
  expect(screen.queryByRole("region", { name: "Certificates" })).not.toBeInTheDocument();

  answerProfile();
  expect(await screen.findByRole("region", { name: "Profile" })).toBeVisible();
  expect(screen.getByRole("region", { name: "Your teams" })).toBeVisible();
  expect(await screen.findByText("Gradient Descent")).toBeVisible();
  expect(screen.getByRole("region", { name: "Certificates" })).toBeVisible();
  server.events.removeAllListeners();
});
