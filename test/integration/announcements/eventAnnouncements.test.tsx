import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { apiUrl } from "../../msw/apiUrl";
import { announcement } from "../../msw/handlers/announcements";
import { server } from "../../msw/server";
import { seededName, teamEvents } from "../../support/seedEvents";
import { FakeObserver, installFakeIntersectionObserver } from "../../utils/fakeIntersectionObserver";
import { renderApp } from "../../utils/renderWithProviders";
import { findPageHeading } from "../public/pageHeading";

const [, secondTeamEvent] = teamEvents(2);

describe("event page announcements", () => {
  it("shows that event's announcements at the end of the page, before the FAQ", async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get(apiUrl("announcements/"), ({ request }) => {
        const event = new URL(request.url).searchParams.get("event");
        asked.push(event);
        return HttpResponse.json(
          event === secondTeamEvent
            ? [announcement({ id: 7, title: "Round 2 at noon", body: "Rules: https://example.org/rules", event })]
            : [],
        );
      }),
    );
    renderApp({ route: `/events/${secondTeamEvent}` });
    await findPageHeading(seededName(secondTeamEvent));
    const section = await screen.findByRole("region", { name: "Announcements" });
    expect(asked).toEqual([secondTeamEvent]);
    expect(within(section).getByRole("heading", { level: 3, name: "Round 2 at noon" })).toBeInTheDocument();
    expect(within(section).getByRole("link", { name: /https:\/\/example\.org\/rules/ })).toHaveAttribute(
      "href",
      "https://example.org/rules",
    );
    const coordinators = screen.getByRole("heading", { level: 2, name: "Coordinators" });
    const faq = screen.getByRole("heading", { level: 2, name: "Frequently asked questions" });
    expect(coordinators.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(section.compareDocumentPosition(faq) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows nothing when the event has none, or the server has no announcements", async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl("announcements/"), () => {
        calls += 1;
        return HttpResponse.json({ detail: "Not found." }, { status: 404 });
      }),
    );
    renderApp({ route: `/events/${secondTeamEvent}` });
    await findPageHeading(seededName(secondTeamEvent));
    await waitFor(() => expect(calls).toBe(1));
    expect(screen.queryByRole("region", { name: "Announcements" })).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("event page announcements on approach", () => {
  installFakeIntersectionObserver();

  // They precede the FAQ at the end of the page: a first screen that is only read does not load or ask for them.
  it.each([
    ["the FAQ comes near the screen", () => act(() => FakeObserver.showAll())],
    ["the reader scrolls", () => fireEvent.scroll(window)],
    ["the reader presses a key", () => fireEvent.keyDown(window, { key: "Tab" })],
  ])("are asked for only once %s", async (_when, approach) => {
    const asked: (string | null)[] = [];
    server.use(
      http.get(apiUrl("announcements/"), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get("event"));
        return HttpResponse.json([announcement({ id: 8, title: "Doors open at nine", event: secondTeamEvent })]);
      }),
    );
    renderApp({ route: `/events/${secondTeamEvent}` });
    await findPageHeading(seededName(secondTeamEvent));
    // The list has answered (its registration state is on the page): the page would ask now if it asked at load.
    expect(await screen.findByText("Registration open")).toBeInTheDocument();
    await waitFor(() => expect(FakeObserver.all.length).toBeGreaterThan(0));
    expect(asked).toEqual([]);
    approach();
    const section = await screen.findByRole("region", { name: "Announcements" });
    expect(within(section).getByRole("heading", { level: 3, name: "Doors open at nine" })).toBeInTheDocument();
    expect(asked).toEqual([secondTeamEvent]);
  });
});
