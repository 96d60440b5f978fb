import { act, screen, waitFor } from "@testing-library/react";
import { sessionExpired } from "../../src/api/sessionEvents";
import { addPageViewSink } from "../../src/lib/analytics";
import { seededName, soloEvents, teamEvents } from "../support/seedEvents";
import { loggedIn, renderApp } from "../utils/renderWithProviders";

const [teamEvent, , , fourthTeamEvent] = teamEvents(4);
const [, secondSoloEvent] = soloEvents(2);

const TITLES: Array<[string, string]> = [
  ["/", "Codefest '20"],
  ["/events", "Codefest '20 | Events"],
  [`/events/${teamEvent}`, `Codefest '20 | ${seededName(teamEvent)}`],
  [`/events/${secondSoloEvent}`, `Codefest '20 | ${seededName(secondSoloEvent)}`],
  ["/ca", "Codefest '20 | Campus Ambassadors"],
  ["/team", "Codefest '20 | Team"],
  ["/login", "Codefest '20 | Login"],
  ["/haxplore", "Codefest '20 | Haxplore"],
  ["/password/reset", "Reset Password"],
  ["/referral", "Referral Leaderboard"],
  ["/no/such/page", "Codefest '20 | Page Not Found"],
  ["/events/unknown", "Codefest '20 | Page Not Found"],
];

const PROTECTED_TITLES: Array<[string, string]> = [
  ["/dashboard", "Codefest '20 | Dashboard"],
  ["/dashboard/events", "Codefest '20 | Dashboard | Events"],
  ["/profile/edit", "Codefest '20 | Edit Profile"],
  ["/password/change", "Codefest '20 | Change Password"],
];

describe("routes", () => {
  it.each(TITLES)("sets the title of %s to %j", async (route, title) => {
    // Every row starts from a title no route sets, so a row cannot pass on the title the previous row left.
    document.title = "The previous page";
    renderApp({ route });
    await waitFor(() => expect(document.title).toBe(title));
  });

  it.each(PROTECTED_TITLES)("sets the title of protected %s to %j for a logged-in user", async (route, title) => {
    document.title = "The previous page";
    renderApp({ route, preloadedState: loggedIn() });
    await waitFor(() => expect(document.title).toBe(title));
  });

  it.each(PROTECTED_TITLES.map(([route]) => route))(
    "sends a visitor opening %s to /login with the original path",
    async (route) => {
      const { router } = renderApp({ route });
      await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
      expect(new URLSearchParams(router.state.location.search).get("redirect")).toBe(route);
    },
  );

  it("keeps the original query string in the redirect", async () => {
    const { router } = renderApp({ route: "/dashboard/events?join=AB12CD3&x=1" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(new URLSearchParams(router.state.location.search).get("redirect")).toBe(
      "/dashboard/events?join=AB12CD3&x=1",
    );
  });

  it("returns to /login with the page remembered when the session expires on a protected page", async () => {
    const { store, router } = renderApp({ route: "/profile/edit?step=2", preloadedState: loggedIn() });
    await screen.findByRole("heading", { level: 1 });
    act(() => {
      store.dispatch(sessionExpired());
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(new URLSearchParams(router.state.location.search).get("redirect")).toBe("/profile/edit?step=2");
  });

  it("sends a logged-in user opening /login to /dashboard", async () => {
    const { router } = renderApp({ route: "/login", preloadedState: loggedIn() });
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
  });

  it("sends a logged-in user opening /login?redirect= to that on-site path", async () => {
    const { router } = renderApp({ route: "/login?redirect=%2Fprofile%2Fedit%3Fstep%3D2", preloadedState: loggedIn() });
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile/edit"));
    expect(router.state.location.search).toBe("?step=2");
  });

  it("ignores an off-site redirect target", async () => {
    const { router } = renderApp({ route: "/login?redirect=%2F%2Fevil.example", preloadedState: loggedIn() });
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
  });

  it("shows the 404 page with a way back for unknown paths and unknown events", async () => {
    renderApp({ route: "/events/not-an-event" });
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  });

  it("sends a page view after every navigation", async () => {
    const views: string[] = [];
    const remove = addPageViewSink((path) => views.push(path));
    try {
      const { router } = renderApp({ route: "/events" });
      await screen.findByRole("heading", { name: "Events", level: 1 });
      await router.navigate(`/events/${fourthTeamEvent}`);
      await screen.findByRole("heading", { name: seededName(fourthTeamEvent), level: 1 });
      await router.navigate("/haxplore?from=home");
      // The query string never reaches analytics (it can carry one-time codes).
      await waitFor(() => expect(views).toEqual(["/events", `/events/${fourthTeamEvent}`, "/haxplore"]));
    } finally {
      remove();
    }
  });
});
