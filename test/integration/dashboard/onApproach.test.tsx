import { act, fireEvent, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { apiUrl } from "../../msw/apiUrl";
import { announcement } from "../../msw/handlers/announcements";
import { resetSessions } from "../../msw/handlers/auth";
import { receivedRequest, shown } from "../../msw/handlers/finder";
import { server } from "../../msw/server";
import { FakeObserver, installFakeIntersectionObserver } from "../../utils/fakeIntersectionObserver";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";
import { installFinderServer } from "../finder/fakeFinderServer";

// The overview's sections under the teams (teammate requests, announcements, e-mail settings, sessions) are below a
// phone's first screen: their code and reads come as the participant approaches them, not with the page.
describe("the dashboard's sections below the first screen", () => {
  installFakeIntersectionObserver();
  beforeEach(resetSessions);

  it.each([
    ["they come near the screen", () => act(() => FakeObserver.showAll())],
    ["the participant scrolls", () => fireEvent.scroll(window)],
    ["the participant presses a key", () => fireEvent.keyDown(window, { key: "Tab" })],
  ])("come once %s", async (_when, approach) => {
    installFinderServer({
      received: [
        receivedRequest({ id: 4, message: "Shall we?", from: { ...shown({ name: "Meera Iyer" }), team_name: null } }),
      ],
    });
    server.use(
      http.get(apiUrl("announcements/"), () => HttpResponse.json([announcement({ id: 1, title: "Doors at 9" })])),
    );
    renderApp({ route: "/dashboard", preloadedState: loggedIn() });
    await screen.findByRole("region", { name: "Your account" });
    expect(await screen.findByRole("region", { name: "Your teams" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Teammate requests" })).toBeNull();
    expect(screen.queryByRole("region", { name: /^Announcements/ })).toBeNull();
    expect(screen.queryByRole("region", { name: "Your sessions" })).toBeNull();

    await approach();
    const requests = await screen.findByRole("region", { name: "Teammate requests" });
    expect(await within(requests).findByText("Shall we?")).toBeInTheDocument();
    const news = await screen.findByRole("region", { name: /^Announcements/ });
    expect(await within(news).findByText("Doors at 9")).toBeInTheDocument();
    expect(await screen.findByRole("region", { name: "Your sessions" })).toBeInTheDocument();
  });
});
