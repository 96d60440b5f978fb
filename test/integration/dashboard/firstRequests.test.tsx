import { screen, waitFor } from "@testing-library/react";
import { server } from "../../msw/server";
import { teamEvents } from "../../support/seedEvents";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";
import { installTeamServer } from "./fakeTeamServer";

const [, secondTeamEvent] = teamEvents(2);

const READS = ["profile/", "events/", "certificates/", "announcements/"];

/** Each of the dashboard's reads: how often it was asked for, and whether the page had rendered when it was first. */
function watchReads() {
  const seen = new Map<string, { calls: number; pageShown: boolean }>();
  server.events.on("request:start", ({ request }) => {
    if (request.method !== "GET") return;
    const read = READS.find((path) => new URL(request.url).pathname.endsWith(`/api/${path}`));
    if (!read) return;
    const pageShown = screen.queryByRole("heading", { level: 1 }) !== null;
    const before = seen.get(read);
    seen.set(read, { calls: (before?.calls ?? 0) + 1, pageShown: before?.pageShown ?? pageShown });
  });
  return seen;
}

describe("/dashboard in a fresh tab", () => {
  afterEach(() => server.events.removeAllListeners());

  it("asks for the profile and teams while its code arrives, and every read once", async () => {
    const api = installTeamServer();
    api.addOwnTeam(secondTeamEvent, "Gradient Descent");
    const reads = watchReads();
    renderApp({ route: "/dashboard", preloadedState: loggedIn() });
    await screen.findByText("Gradient Descent");
    await screen.findByText(/A certificate of participation appears here/);
    expect(reads.get("profile/")).toEqual({ calls: 1, pageShown: false });
    expect(reads.get("events/")).toEqual({ calls: 1, pageShown: false });
    // Against the original backend (these answer 404 here) a second call would log a second error.
    expect(reads.get("certificates/")?.calls).toBe(1);
    // The announcements come below the fold, once the view has rendered the profile's answer (ShownOnApproach).
    await waitFor(() => expect(reads.get("announcements/")?.calls).toBe(1));
  });

  it("asks for the profile and teams on /dashboard/events while its code arrives", async () => {
    installTeamServer();
    const reads = watchReads();
    renderApp({ route: "/dashboard/events", preloadedState: loggedIn() });
    await screen.findByRole("heading", { level: 1, name: "Register for events" });
    await screen.findAllByRole("button", { name: /Create team/ });
    expect(reads.get("profile/")).toEqual({ calls: 1, pageShown: false });
    expect(reads.get("events/")).toEqual({ calls: 1, pageShown: false });
  });
});
