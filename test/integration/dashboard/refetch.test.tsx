import { act, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { apiUrl } from "../../msw/apiUrl";
import { completeProfile } from "../../msw/handlers/dashboard";
import { server } from "../../msw/server";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";
import { installTeamServer } from "./fakeTeamServer";

/** The profile/ and events/ reads the page makes, counted. */
function countReads() {
  const reads = { profile: 0, events: 0 };
  server.events.on("request:start", ({ request }) => {
    if (request.method !== "GET") return;
    const path = new URL(request.url).pathname;
    if (path.endsWith("/profile/")) reads.profile += 1;
    if (path.endsWith("/events/")) reads.events += 1;
  });
  return reads;
}

describe("/dashboard when the network returns or the tab is focused again", () => {
  afterEach(() => server.events.removeAllListeners());

  it("asks the server again and shows what changed meanwhile", async () => {
    installTeamServer();
    let referrals = 1;
    server.use(http.get(apiUrl("profile/"), () => HttpResponse.json(completeProfile({ referral_count: referrals }))));
    const reads = countReads();
    renderApp({ route: "/dashboard", preloadedState: loggedIn() });
    const referral = await screen.findByRole("region", { name: "Refer your friends" });
    expect(referral).toHaveTextContent("1 referral so far");
    const before = { ...reads };

    referrals = 2;
    act(() => {
      window.dispatchEvent(new Event("offline"));
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(() => expect(referral).toHaveTextContent("2 referrals so far"));
    expect(reads.events).toBeGreaterThan(before.events);

    referrals = 5;
    act(() => {
      window.dispatchEvent(new Event("focus"));
    });
    await waitFor(() => expect(referral).toHaveTextContent("5 referrals so far"));
  });
});
