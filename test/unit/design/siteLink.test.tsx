import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, NavLink, Route, Routes, useLocation } from "react-router-dom";
import { isCurrentPath, SiteLink, SiteNavLink } from "../../../src/ui/SiteLink";

/** Where the app is, as the router knows it. */
function Here() {
  const location = useLocation();
  return <output aria-label="here">{location.pathname + location.search}</output>;
}

const at = (path: string, links: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Here />
      <Routes>
        <Route path="*" element={links} />
      </Routes>
    </MemoryRouter>,
  );

describe("SiteLink", () => {
  it("points at the page and opens it in the app on a plain click", async () => {
    at("/events", <SiteLink to="/dashboard/events?from=card">Register</SiteLink>);
    const link = screen.getByRole("link", { name: "Register" });
    expect(link).toHaveAttribute("href", "/dashboard/events?from=card");
    await userEvent.click(link);
    expect(screen.getByLabelText("here")).toHaveTextContent("/dashboard/events?from=card");
  });

  it("leaves a click with a modifier key, or one into another tab, to the browser", () => {
    at(
      "/events",
      <>
        <SiteLink to="/dashboard">Dashboard</SiteLink>
        <SiteLink to="/login" target="_blank">
          Login
        </SiteLink>
      </>,
    );
    const withCtrl = fireEvent.click(screen.getByRole("link", { name: "Dashboard" }), { ctrlKey: true });
    const inNewTab = fireEvent.click(screen.getByRole("link", { name: "Login" }));
    // Not cancelled: the browser follows the link itself (a new tab), and the app stays where it was.
    expect(withCtrl).toBe(true);
    expect(inNewTab).toBe(true);
    expect(screen.getByLabelText("here")).toHaveTextContent("/events");
  });

  it("runs the caller's click first, which can keep the app where it is", async () => {
    const seen: string[] = [];
    at(
      "/events",
      <SiteLink
        to="/dashboard"
        onClick={(event) => {
          seen.push("clicked");
          event.preventDefault();
        }}
      >
        Dashboard
      </SiteLink>,
    );
    await userEvent.click(screen.getByRole("link", { name: "Dashboard" }));
    expect(seen).toEqual(["clicked"]);
    expect(screen.getByLabelText("here")).toHaveTextContent("/events");
  });
});

describe("SiteNavLink", () => {
  it("marks the open page's link, and a section's link on the pages under it unless told to end there", () => {
    at(
      "/dashboard/events",
      <nav>
        <SiteNavLink to="/dashboard" end>
          Dashboard
        </SiteNavLink>
        <SiteNavLink to="/dashboard">Account</SiteNavLink>
        <SiteNavLink to="/dashboard/events">Events</SiteNavLink>
        <SiteNavLink to="/events">Festival events</SiteNavLink>
      </nav>,
    );
    expect(screen.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("link", { name: "Account" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Events" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Festival events" })).not.toHaveAttribute("aria-current");
  });

  it.each([
    ["/dashboard", "/dashboard", true, true],
    ["/Dashboard", "/dashboard", true, true],
    ["/dashboard/", "/dashboard", false, true],
    ["/dashboard/events", "/dashboard", false, true],
    ["/dashboard/events", "/dashboard", true, false],
    ["/dashboards", "/dashboard", false, false],
    ["/events/finals", "/events/", false, true],
    ["/", "/", false, true],
    ["/hi/events", "/", false, false],
  ])("at %s, a link to %s (end %s) is current: %s, as Router's NavLink decides", (pathname, to, end, current) => {
    expect(isCurrentPath(pathname, to, end)).toBe(current);
    at(
      pathname,
      <>
        <SiteNavLink to={to} end={end}>
          Ours
        </SiteNavLink>
        <NavLink to={to} end={end}>
          Router's
        </NavLink>
      </>,
    );
    const marked = (name: string) => screen.getByRole("link", { name }).getAttribute("aria-current");
    expect(marked("Ours")).toBe(current ? "page" : null);
    expect(marked("Ours")).toBe(marked("Router's"));
  });
});
