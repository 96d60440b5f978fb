import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { EVENTS } from "../../../src/content/bundledEvents";
import { apiUrl } from "../../msw/apiUrl";
import { serverEvents } from "../../msw/fixtures";
import { server } from "../../msw/server";
import { seededEvent, seededName, soloEvents, teamEvents } from "../../support/seedEvents";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";
import { findPageHeading } from "./pageHeading";

const [, secondTeamEvent] = teamEvents(2);
const [soloEvent, otherSoloEvent] = soloEvents(2);

const cardOf = (title: string) =>
  screen.getByRole("heading", { level: 2, name: title }).closest("article") as HTMLElement;

/** How a card words who takes part: the team size, then the format's note when the event has one. */
function participation(slug: string): string {
  const { maxMembers, content } = seededEvent(slug);
  const size = maxMembers > 1 ? `Team of up to ${maxMembers}` : "Individual";
  return content.format ? `${size}, ${content.format.en}` : size;
}

describe("the events list", () => {
  it("shows every event with subject, summary, participation and a link to each", async () => {
    renderApp({ route: "/events" });
    await findPageHeading("Events");
    expect(screen.getAllByRole("article")).toHaveLength(EVENTS.length);
    for (const event of EVENTS) {
      const card = cardOf(event.title);
      expect(within(card).getByText(event.subject, { selector: "p" })).toBeInTheDocument();
      expect(within(card).getByText(event.summary)).toBeInTheDocument();
      expect(within(card).getByText(participation(event.name))).toBeInTheDocument();
      expect(within(card).getByRole("link")).toHaveAttribute("href", `/events/${event.name}`);
    }
  });

  it("gives no card a subtitle that repeats its title", async () => {
    renderApp({ route: "/events" });
    await findPageHeading("Events");
    for (const event of EVENTS) {
      const subtitle = within(cardOf(event.title)).getAllByText(/./, { selector: "p" })[0];
      expect(subtitle.textContent?.toLowerCase()).not.toBe(event.title.toLowerCase());
    }
  });

  it("adds each event's registration state once the server has answered", async () => {
    server.use(
      http.get(apiUrl("events/"), () =>
        HttpResponse.json(
          serverEvents().map((event) => (event.slug === soloEvent ? { ...event, is_registration_on: false } : event)),
        ),
      ),
    );
    renderApp({ route: "/events" });
    await findPageHeading("Events");
    expect(await within(cardOf(seededName(soloEvent))).findByText("Registration closed")).toBeInTheDocument();
    expect(within(cardOf(seededName(otherSoloEvent))).getByText("Registration open")).toBeInTheDocument();
  });

  it("shows a logged-in participant the name of their team on that event's card only", async () => {
    const team = {
      id: 9,
      name: "Overfitters",
      event: 2,
      is_active: false,
      access_code: "ZXCVBN78",
      members: [],
      creator: false,
    };
    server.use(
      http.get(apiUrl("events/"), () =>
        HttpResponse.json(serverEvents().map((event) => (event.slug === secondTeamEvent ? { ...event, team } : event))),
      ),
    );
    renderApp({ route: "/events", preloadedState: loggedIn() });
    await findPageHeading("Events");
    const teamName = await within(cardOf(seededName(secondTeamEvent))).findByText("Overfitters");
    expect(teamName.tagName).toBe("BDI");
    expect(teamName.parentElement).toHaveTextContent(/^Your team: Overfitters$/);
    expect(screen.getAllByText(/Your team:/)).toHaveLength(1);
  });

  it("still lists every event when the server's list fails, each card saying its status is unavailable", async () => {
    server.use(http.get(apiUrl("events/"), () => HttpResponse.error()));
    renderApp({ route: "/events" });
    await findPageHeading("Events");
    await screen.findAllByText("Registration status unavailable right now");
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(7);
    for (const card of cards) expect(within(card).getByText("Registration status unavailable right now")).toBeVisible();
    expect(screen.queryByText(/Registration (open|closed)/)).not.toBeInTheDocument();
  });
});
