import { screen, within } from "@testing-library/react";
import { EVENTS } from "../../../src/content/bundledEvents";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";
import { findPageHeading } from "./pageHeading";

const hero = () => screen.getByRole("heading", { level: 1 }).closest("section") as HTMLElement;

describe("the home page", () => {
  it("names the festival and its edition and offers a visitor the events and sign-in", async () => {
    renderApp({ route: "/" });
    await findPageHeading("Codefest '20");
    expect(within(hero()).getByText(/2020 edition/)).toBeInTheDocument();
    expect(within(hero()).getByRole("link", { name: "Explore events" })).toHaveAttribute("href", "/events");
    expect(within(hero()).getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    expect(within(hero()).queryByRole("link", { name: "Go to dashboard" })).not.toBeInTheDocument();
  });

  it("offers a logged-in participant the dashboard instead of sign-in", async () => {
    renderApp({ route: "/", preloadedState: loggedIn() });
    await findPageHeading("Codefest '20");
    expect(within(hero()).getByRole("link", { name: "Go to dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(within(hero()).queryByRole("link", { name: "Sign in" })).not.toBeInTheDocument();
  });

  it("explains the festival, its highlights, every event and its partners", async () => {
    renderApp({ route: "/" });
    await findPageHeading("Codefest '20");
    expect(screen.getByRole("heading", { level: 2, name: "What is Codefest?" })).toBeInTheDocument();
    for (const title of ["Seven contests", "Fully online", "Certificates for everyone"]) {
      expect(screen.getByRole("heading", { level: 3, name: title })).toBeInTheDocument();
    }
    const glance = screen
      .getByRole("heading", { level: 2, name: "The events at a glance" })
      .closest("section") as HTMLElement;
    for (const event of EVENTS) {
      expect(within(glance).getByRole("link", { name: new RegExp(`^${event.title}`) })).toHaveAttribute(
        "href",
        event.link,
      );
    }
    const partners = screen.getByRole("region", { name: "Partners" });
    expect(within(partners).getAllByRole("listitem").length).toBeGreaterThan(2);
    expect(within(partners).getByRole("link", { name: "partners@example.org" })).toHaveAttribute(
      "href",
      "mailto:partners@example.org",
    );
  });
});
