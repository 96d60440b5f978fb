import { act, fireEvent, screen, within } from "@testing-library/react";
import { receivedRequest, shown } from "../../msw/handlers/finder";
import { resetSessions } from "../../msw/handlers/auth";
import { FakeObserver, installFakeIntersectionObserver } from "../../utils/fakeIntersectionObserver";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";
import { installFinderServer } from "../finder/fakeFinderServer";

// The overview's sections under the teams (teammate requests, e-mail settings, sessions) are below a phone's first
// screen: their code and reads come as the participant approaches them, not with the page.
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
    renderApp({ route: "/dashboard", preloadedState: loggedIn() });
    await screen.findByRole("region", { name: "Your account" });
    expect(await screen.findByRole("region", { name: "Your teams" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Teammate requests" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Your sessions" })).toBeNull();

    await approach();
    const requests = await screen.findByRole("region", { name: "Teammate requests" });
    expect(await within(requests).findByText("Shall we?")).toBeInTheDocument();
    expect(await screen.findByRole("region", { name: "Your sessions" })).toBeInTheDocument();
  });
});
