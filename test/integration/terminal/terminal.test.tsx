import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { act } from "react";
import type { RootState } from "../../../src/app/store";
import { findEvent } from "../../../src/content/bundledEvents";
import { seededEventWhere, seededName, teamEvents } from "../../support/seedEvents";
import { sharedStart, uniqueStart } from "../../support/slugStarts";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";

const [teamEvent, , , fourthTeamEvent] = teamEvents(4);
const noContestLink = seededEventWhere((event) => event.content.contest_url === null);

async function openTerminal(route: string, preloadedState?: Partial<RootState>) {
  const user = userEvent.setup();
  const app = renderApp({ route, preloadedState });
  const terminal = await screen.findByRole("region", { name: "Terminal" });
  const input = within(terminal).getByRole("textbox", { name: "Terminal command" });
  const log = within(terminal).getByRole("log", { name: "Terminal output" });
  return { ...app, user, terminal, input, log };
}

describe("the terminal panel", () => {
  it("navigates with cd, then lists the new directory with router links", async () => {
    const { user, input, log, router } = await openTerminal(`/events/${teamEvent}`);
    await user.type(input, "cd ..{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/events"));
    expect(await within(log).findByRole("link", { name: "~/events" })).toHaveAttribute("href", "/events");
    await user.click(within(log).getByRole("link", { name: `${fourthTeamEvent}/` }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/events/${fourthTeamEvent}`));
    expect(await screen.findByRole("heading", { name: seededName(fourthTeamEvent), level: 1 })).toBeInTheDocument();
  });

  it("goes to /events from the home page with cd events", async () => {
    const { user, input, router } = await openTerminal("/");
    await user.type(input, "cd events{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/events"));
  });

  it("switches the theme with theme dark and toggle", async () => {
    const { user, input } = await openTerminal(`/events/${teamEvent}`);
    const root = document.documentElement;
    await user.type(input, "theme dark{Enter}");
    expect(root).toHaveAttribute("data-theme", "dark");
    expect(window.localStorage.getItem("theme")).toBe("dark");
    await user.type(input, "toggle{Enter}");
    expect(root).toHaveAttribute("data-theme", "light");
  });

  it("expands on Enter from the collapsed bar, printing help the first time, and collapses on Escape from anywhere in it", async () => {
    const { user, input, log } = await openTerminal(`/events/${teamEvent}`);
    const frame = screen.getByTestId("app-frame");
    await waitFor(() => expect(frame).toHaveStyle({ paddingBottom: "90px" }));
    expect(screen.getByRole("button", { name: "Expand terminal" })).toHaveAttribute("aria-expanded", "false");
    await user.type(input, "pwd{Enter}");
    expect(frame).toHaveStyle({ paddingBottom: "200px" });
    // The greeting is the terminal's own message: no "help" appears as if the user had typed it.
    expect(log).toHaveTextContent(/^Welcome to the Codefest terminal\. Type a command and press Enter\.\s*Commands:/);
    expect(log).not.toHaveTextContent(/\$ help/);
    expect(within(log).getByRole("link", { name: `~/events/${teamEvent}` })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(frame).toHaveStyle({ paddingBottom: "90px" });
    expect(input).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Expand terminal" }));
    expect(frame).toHaveStyle({ paddingBottom: "200px" });
    expect(log.textContent?.match(/Commands:/g)).toHaveLength(1);
    await user.keyboard("{Escape}");
    expect(frame).toHaveStyle({ paddingBottom: "90px" });
  });

  it("shows the errors a shell would", async () => {
    const { user, input, log } = await openTerminal(`/events/${teamEvent}`);
    await user.type(input, "dance{Enter}cd nowhere{Enter}open chess{Enter}");
    expect(log).toHaveTextContent("Command not found.");
    expect(log).toHaveTextContent("Directory not found.");
    expect(log).toHaveTextContent("Invalid arguments provided");
  });

  it("recalls earlier input with Up and Down and keeps history across pages without a terminal", async () => {
    const { user, input, router } = await openTerminal(`/events/${teamEvent}`);
    await user.type(input, "whoami{Enter}pwd{Enter}half-typed");
    await user.keyboard("{ArrowUp}");
    expect(input).toHaveValue("pwd");
    await user.keyboard("{ArrowUp}");
    expect(input).toHaveValue("whoami");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(input).toHaveValue("half-typed");

    await act(() => router.navigate("/ca"));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Terminal" })).not.toBeInTheDocument());
    await act(() => router.navigate(`/events/${teamEvent}`));
    const terminal = await screen.findByRole("region", { name: "Terminal" });
    const again = within(terminal).getByRole("textbox", { name: "Terminal command" });
    expect(within(terminal).getByRole("log")).toHaveTextContent("guest");
    await user.click(again);
    await user.keyboard("{ArrowUp}");
    expect(again).toHaveValue("pwd");
  });

  it("completes with Tab, lists the choices when ambiguous, and lets Tab leave an empty line", async () => {
    const { user, input, log } = await openTerminal(`/events/${teamEvent}`);
    const shared = sharedStart();
    const [chosen] = shared.slugs;
    await user.type(input, `cd ../${shared.letter}`);
    await user.keyboard("{Tab}");
    expect(input).toHaveValue(`cd ../${shared.start}`);
    expect(input).toHaveFocus();
    expect(log).toHaveTextContent(shared.slugs.map((slug) => `${slug}/`).join(" "));
    await user.type(input, `${uniqueStart(chosen).slice(shared.start.length)}{Tab}`);
    expect(input).toHaveValue(`cd ../${chosen}/`);
    await user.clear(input);
    await user.tab();
    expect(input).not.toHaveFocus();
  });

  it("focuses the input on a click on the bar and on Ctrl+`", async () => {
    const { user, input, log } = await openTerminal(`/events/${teamEvent}`);
    await user.click(log);
    expect(input).toHaveFocus();
    await user.click(screen.getByRole("heading", { level: 1 }));
    expect(input).not.toHaveFocus();
    await user.keyboard("{Control>}`{/Control}");
    expect(input).toHaveFocus();
  });

  it("tells who is logged in, by name and e-mail, and logs out through the auth event", async () => {
    const { user, input, log, store } = await openTerminal(`/events/${teamEvent}`, loggedIn("tok", 42));
    await waitFor(() => expect(store.getState().api.queries["getProfile(undefined)"]?.status).toBe("fulfilled"));
    await user.type(input, "whoami{Enter}");
    expect(log).toHaveTextContent("Asha Verma <asha@example.org>");
    await user.type(input, "logout{Enter}");
    expect(store.getState().auth.token).toBe("");
    await user.type(input, "whoami{Enter}");
    expect(log).toHaveTextContent(/\$ whoami\s*guest$/);
  });

  it("sends login to /login with the current page as redirect, and register to the dashboard", async () => {
    const { user, input, router } = await openTerminal(`/events/${teamEvent}`);
    await user.type(input, "login{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(`/events/${teamEvent}`)}`);
  });

  it("takes a participant to the dashboard's registration view with register", async () => {
    const { user, input, router } = await openTerminal(`/events/${teamEvent}`, loggedIn());
    await user.type(input, `register ${teamEvent}{Enter}`);
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/events"));
  });

  it("opens the contest link in a new tab without giving it this window", async () => {
    const opened = jest.spyOn(window, "open").mockReturnValue(null);
    try {
      const { user, input, log } = await openTerminal(`/events/${teamEvent}`);
      await user.type(input, `open{Enter}open ${noContestLink}{Enter}`);
      expect(opened).toHaveBeenCalledTimes(1);
      expect(opened).toHaveBeenCalledWith(findEvent(teamEvent)?.url, "_blank", "noopener,noreferrer");
      expect(log).toHaveTextContent(`${seededName(noContestLink)} has no contest link`);
    } finally {
      opened.mockRestore();
    }
  });

  it("clears the output with clear", async () => {
    const { user, input, log } = await openTerminal(`/events/${teamEvent}`);
    await user.type(input, "pwd{Enter}clear{Enter}");
    expect(log).toBeEmptyDOMElement();
  });
});

describe("the terminal's entrance where the route animates it", () => {
  const scrollY = Object.getOwnPropertyDescriptor(window, "scrollY");
  const scrollHeight = Object.getOwnPropertyDescriptor(document.documentElement, "scrollHeight");

  afterEach(() => {
    if (scrollY) Object.defineProperty(window, "scrollY", scrollY);
    if (scrollHeight) Object.defineProperty(document.documentElement, "scrollHeight", scrollHeight);
    else delete (document.documentElement as { scrollHeight?: number }).scrollHeight;
  });

  it("stays out of view on a long page until it is scrolled past half the viewport", async () => {
    Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: 4000 });
    Object.defineProperty(window, "scrollY", { configurable: true, writable: true, value: 0 });
    renderApp({ route: "/" });
    await screen.findByRole("heading", { level: 1 });
    const frame = screen.getByTestId("app-frame");
    await waitFor(() => expect(document.querySelector("section[aria-label='Terminal']")).not.toBeNull());
    expect(screen.queryByRole("region", { name: "Terminal" })).not.toBeInTheDocument();
    expect(frame).toHaveStyle({ paddingBottom: "0px" });

    act(() => {
      window.scrollY = window.innerHeight / 2 + 1;
      window.dispatchEvent(new Event("scroll"));
    });
    expect(await screen.findByRole("region", { name: "Terminal" })).toBeVisible();
    expect(frame).toHaveStyle({ paddingBottom: "90px" });
  });

  it("shows anyway on a page with nothing to scroll, once the page has rendered", async () => {
    Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: 500 });
    renderApp({ route: "/" });
    expect(await screen.findByRole("region", { name: "Terminal" })).toBeVisible();
  });
});
