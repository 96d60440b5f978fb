import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { organiserProfile } from "../../msw/handlers/admin";
import { server } from "../../msw/server";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";
import { findPageHeading } from "./pageHeading";

const panel = () => document.getElementById("mobile-nav") as HTMLElement;

describe("the header's mobile menu", () => {
  it("opens a navigation panel, closes it after a link is followed, and closes on Escape", async () => {
    const { router } = renderApp({ route: "/" });
    await findPageHeading("Codefest '20");
    const toggle = screen.getByRole("button", { name: "Open navigation menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(panel()).not.toBeVisible();

    await userEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Close navigation menu" })).toHaveAttribute("aria-expanded", "true");
    expect(panel()).toBeVisible();
    await userEvent.click(within(panel()).getByRole("link", { name: "Referrals" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/referral"));
    await waitFor(() => expect(panel()).not.toBeVisible());

    await userEvent.click(screen.getByRole("button", { name: "Open navigation menu" }));
    expect(panel()).toBeVisible();
    await userEvent.keyboard("{Escape}");
    expect(panel()).not.toBeVisible();
  });

  it("offers Login in the menu to a visitor", async () => {
    renderApp({ route: "/" });
    await findPageHeading("Codefest '20");
    await userEvent.click(screen.getByRole("button", { name: "Open navigation menu" }));
    expect(within(panel()).getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
  });

  it("offers a participant Dashboard and Logout in the menu too, by name, and logs out from there", async () => {
    const { store, router } = renderApp({ route: "/events", preloadedState: loggedIn() });
    await findPageHeading("Events");
    expect(within(screen.getByRole("banner")).getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "title",
      "Dashboard",
    );
    await userEvent.click(screen.getByRole("button", { name: "Open navigation menu" }));
    expect(within(panel()).getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    await userEvent.click(within(panel()).getByRole("button", { name: "Logout" }));
    expect(store.getState().auth.token).toBe("");
    // A public page stays: only protected pages are left on logout.
    expect(router.state.location.pathname).toBe("/events");
    expect(within(screen.getByRole("banner")).getAllByRole("link", { name: "Login" }).length).toBeGreaterThan(0);
  });

  it("offers an organiser the Console in the menu, which leads to /admin", async () => {
    server.use(organiserProfile);
    const { router } = renderApp({ route: "/dashboard", preloadedState: loggedIn() });
    // The header reads the role from the profile the dashboard loads.
    await within(await screen.findByRole("banner")).findByRole("link", { name: "Console" });
    await userEvent.click(screen.getByRole("button", { name: "Open navigation menu" }));
    await userEvent.click(within(panel()).getByRole("link", { name: "Console" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin"));
  });

  it("leaves the Console out of a participant's menu", async () => {
    renderApp({ route: "/dashboard", preloadedState: loggedIn() });
    await screen.findByRole("heading", { name: /dashboard/i, level: 1 });
    await userEvent.click(screen.getByRole("button", { name: "Open navigation menu" }));
    expect(within(panel()).getByRole("link", { name: "Dashboard" })).toBeInTheDocument();
    expect(within(panel()).queryByRole("link", { name: "Console" })).not.toBeInTheDocument();
  });
});
