import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { act } from "react";
import { terminalExpanded } from "../../src/features/terminal/terminalSlice";
import { seededName, teamEvents } from "../support/seedEvents";
import { loggedIn, renderApp } from "../utils/renderWithProviders";

const [teamEvent] = teamEvents(1);

describe("layout", () => {
  it("applies the theme as data-theme on the document and toggles it from the header", async () => {
    renderApp();
    await screen.findByRole("heading", { level: 1 });
    const root = document.documentElement;
    expect(root).toHaveAttribute("data-theme", "light");
    await userEvent.click(screen.getByRole("button", { name: "Switch to dark theme" }));
    expect(root).toHaveAttribute("data-theme", "dark");
    expect(window.localStorage.getItem("theme")).toBe("dark");
  });

  it("offers Login to a visitor and Dashboard and Logout to a participant", async () => {
    const visitor = renderApp();
    await screen.findByRole("heading", { level: 1 });
    expect(within(screen.getByRole("banner")).getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    visitor.unmount();

    const { store, router } = renderApp({ route: "/dashboard", preloadedState: loggedIn() });
    await screen.findByRole("heading", { level: 1 });
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    await userEvent.click(within(banner).getByRole("button", { name: "Logout" }));
    expect(store.getState().auth.token).toBe("");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("pads the app for the terminal: 90px collapsed, 200px expanded, 0 where the route has none", async () => {
    const { store, router } = renderApp({ route: `/events/${teamEvent}` });
    await screen.findByRole("heading", { level: 1 });
    const frame = screen.getByTestId("app-frame");
    await waitFor(() => expect(frame).toHaveStyle({ paddingBottom: "90px" }));
    act(() => {
      store.dispatch(terminalExpanded());
    });
    expect(frame).toHaveStyle({ paddingBottom: "200px" });
    await act(() => router.navigate("/ca"));
    await waitFor(() => expect(frame).toHaveStyle({ paddingBottom: "0px" }));
  });

  it("has no terminal on small screens", async () => {
    const width = window.innerWidth;
    window.innerWidth = 700;
    try {
      renderApp({ route: `/events/${teamEvent}` });
      await screen.findByRole("heading", { name: seededName(teamEvent), level: 1 });
      expect(screen.getByTestId("app-frame")).toHaveStyle({ paddingBottom: "0px" });
      expect(screen.queryByRole("region", { name: "Terminal" })).not.toBeInTheDocument();
    } finally {
      window.innerWidth = width;
    }
  });
});
