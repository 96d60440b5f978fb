import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { plainText } from "../../../contract/richText";
import { EVENTS } from "../../../src/content/bundledEvents";
import { apiUrl } from "../../msw/apiUrl";
import { serverEvents } from "../../msw/fixtures";
import { server } from "../../msw/server";
import { seededEventWhere, seededName, teamEvents } from "../../support/seedEvents";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";
import { findPageHeading } from "./pageHeading";

const [teamEvent, secondTeamEvent, , fourthTeamEvent] = teamEvents(4);
const noContestLink = seededEventWhere((event) => event.content.contest_url === null);

const withContest = EVENTS.filter((event) => event.url);

describe("event pages", () => {
  it.each(EVENTS.map((event) => [event.name, event]))(
    "/events/%s shows its own title, summary, description, coordinators, FAQ and register button",
    async (_name, event) => {
      renderApp({ route: `/events/${event.name}` });
      expect(await findPageHeading(event.title)).toBeInTheDocument();
      expect(screen.getByText(event.summary)).toBeInTheDocument();
      for (const paragraph of plainText(event.description).split("\n\n"))
        expect(screen.getByText(paragraph)).toBeInTheDocument();
      for (const person of event.coordinators) {
        expect(screen.getByRole("link", { name: person.email! })).toHaveAttribute("href", `mailto:${person.email}`);
      }
      expect(screen.getByRole("heading", { level: 2, name: "Frequently asked questions" })).toBeInTheDocument();
      for (const item of event.faq)
        expect(screen.getByRole("heading", { level: 3, name: item.question })).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/dashboard/events");
      expect(screen.getByText(/^Sign in and register from your dashboard/)).toBeInTheDocument();
    },
  );

  it("does not ask a signed-in participant to sign in", async () => {
    renderApp({ route: `/events/${secondTeamEvent}`, preloadedState: loggedIn() });
    await findPageHeading(seededName(secondTeamEvent));
    expect(
      await screen.findByText(
        "Register from your dashboard. Team events: create a team there, or join one with its access code.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Sign in and register/)).not.toBeInTheDocument();
  });

  it.each(withContest.map((event) => [event.name, event.url]))(
    "/events/%s links to its own contest in a new tab",
    async (name, url) => {
      renderApp({ route: `/events/${name}` });
      await findPageHeading(/./);
      const link = await screen.findByRole("link", { name: /Go to the contest/ });
      expect(link).toHaveAttribute("href", url);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    },
  );

  it(`${noContestLink} has no contest link and its FAQ introduction links to the help page as a real link`, async () => {
    renderApp({ route: `/events/${noContestLink}` });
    await findPageHeading(seededName(noContestLink));
    expect(screen.queryByRole("link", { name: /Go to the contest/ })).not.toBeInTheDocument();
    const help = screen.getByRole("link", { name: new RegExp(`help\\.example\\.org\\/codefest\\/${noContestLink}`) });
    expect(help).toHaveAttribute("href", `https://help.example.org/codefest/${noContestLink}`);
    expect(help).toHaveAttribute("rel", "noopener noreferrer");
    expect(help.closest("p")).toHaveTextContent(
      new RegExp(`${seededName(noContestLink)} runs on an external online judge`),
    );
  });

  it("says registration is closed and offers no register button when the server has closed it", async () => {
    server.use(
      http.get(apiUrl("events/"), () =>
        HttpResponse.json(
          serverEvents().map((event) =>
            event.slug === fourthTeamEvent ? { ...event, is_registration_on: false } : event,
          ),
        ),
      ),
    );
    renderApp({ route: `/events/${fourthTeamEvent}` });
    await findPageHeading(/./);
    expect(await screen.findByText("Registration closed")).toBeInTheDocument();
    expect(screen.getByText("Registration for this event is closed.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Register" })).not.toBeInTheDocument();
  });

  it("links to the results once the server says they are published", async () => {
    server.use(
      http.get(apiUrl("events/"), () =>
        HttpResponse.json(
          serverEvents().map((event) =>
            event.slug === fourthTeamEvent ? { ...event, results_published: true } : event,
          ),
        ),
      ),
    );
    renderApp({ route: `/events/${fourthTeamEvent}` });
    await findPageHeading(seededName(fourthTeamEvent));
    expect(await screen.findByRole("link", { name: "See the results" })).toHaveAttribute(
      "href",
      `/events/${fourthTeamEvent}/results`,
    );
  });

  it.each([
    ["says they are not published", false],
    ["does not say (the original backend)", undefined],
  ])("offers no results link while the server %s", async (_case, published) => {
    server.use(
      http.get(apiUrl("events/"), () =>
        HttpResponse.json(serverEvents().map((event) => ({ ...event, results_published: published }))),
      ),
    );
    renderApp({ route: `/events/${fourthTeamEvent}` });
    await findPageHeading(seededName(fourthTeamEvent));
    expect(await screen.findByText("Registration open")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "See the results" })).not.toBeInTheDocument();
  });

  it("shows a logged-in participant their team and a link to manage it", async () => {
    const team = {
      id: 3,
      name: "Null Pointers",
      event: 1,
      is_active: true,
      access_code: "QWERTY12",
      members: [],
      creator: true,
    };
    server.use(
      http.get(apiUrl("events/"), ({ request }) =>
        HttpResponse.json(
          serverEvents().map((event) =>
            event.slug === teamEvent && request.headers.get("Authorization") === "Token test-token"
              ? { ...event, team }
              : event,
          ),
        ),
      ),
    );
    renderApp({ route: `/events/${teamEvent}`, preloadedState: loggedIn() });
    await findPageHeading(/./);
    // The team's name is isolated: a right-to-left name cannot reorder the words around it.
    const teamName = await screen.findByText("Null Pointers");
    expect(teamName.tagName).toBe("BDI");
    expect(teamName.parentElement).toHaveTextContent(/^Your team: Null Pointers$/);
    expect(screen.getByText("Registration open")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Manage your team" })).toHaveAttribute("href", "/dashboard/events");
    expect(
      screen.getByText("You are registered. Your dashboard shows your team and its access code."),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Sign in and register/)).not.toBeInTheDocument();
  });

  it("keeps the whole static page, with a quiet note in the status's place, when the event list cannot be loaded", async () => {
    server.use(
      http.get(apiUrl("events/"), () => HttpResponse.json({ detail: "Down for maintenance" }, { status: 503 })),
    );
    renderApp({ route: `/events/${secondTeamEvent}` });
    await findPageHeading(/./);
    expect(await screen.findByText("Registration status unavailable right now")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: seededName(secondTeamEvent) })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Register" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(within(screen.getByRole("main")).queryByText(/Registration (open|closed)/)).not.toBeInTheDocument();
  });
});
