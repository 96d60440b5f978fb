import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { apiUrl } from "../../msw/apiUrl";
import { announcement } from "../../msw/handlers/announcements";
import { server } from "../../msw/server";
import { seededName, teamEvents } from "../../support/seedEvents";
import { renderApp } from "../../utils/renderWithProviders";

const [teamEvent] = teamEvents(1);

async function openTerminal(route: string) {
  const user = userEvent.setup();
  renderApp({ route });
  const terminal = await screen.findByRole("region", { name: "Terminal" });
  const input = within(terminal).getByRole("textbox", { name: "Terminal command" });
  const log = within(terminal).getByRole("log", { name: "Terminal output" });
  return { user, input, log };
}

describe("the terminal's news command", () => {
  it("prints the latest announcements, newest first, as plain text", async () => {
    const items = Array.from({ length: 7 }, (_, index) =>
      announcement({ id: 10 - index, title: `Notice ${10 - index}`, body: `Line one of ${10 - index}\nLine two` }),
    );
    items[0] = { ...items[0]!, body: "<b>bold?</b> see https://example.org" };
    server.use(http.get(apiUrl("announcements/"), () => HttpResponse.json(items)));
    const { user, input, log } = await openTerminal("/events");
    await user.type(input, "news{Enter}");
    expect(await within(log).findByText(/Announcements, newest first:/)).toBeInTheDocument();
    expect(log).toHaveTextContent("* Notice 10");
    expect(log).toHaveTextContent("<b>bold?</b> see https://example.org");
    expect(log.querySelector("b")).toBeNull();
    expect(log).toHaveTextContent("Notice 6");
    expect(log).not.toHaveTextContent("Notice 5");
    expect(log.textContent!.indexOf("Notice 10")).toBeLessThan(log.textContent!.indexOf("Notice 9"));
    expect(within(log).getByRole("link", { name: "/dashboard" })).toBeInTheDocument();
    expect(log).toHaveTextContent("2 older ones at /dashboard");
  });

  it("dates each announcement in the festival's time zone, not the reader's", async () => {
    // A reader in California: every date written without a zone is written in theirs. 12:10 UTC is 04:10 there,
    // 17:40 in Varanasi (GMT+5:30).
    const Real = Intl.DateTimeFormat;
    const inCalifornia = jest
      .spyOn(Intl, "DateTimeFormat")
      .mockImplementation(
        (locales, options) => new Real(locales, { ...options, timeZone: options?.timeZone ?? "America/Los_Angeles" }),
      );
    try {
      const item = announcement({ id: 3, title: "Doors open", published_at: "2026-11-28T12:10:00Z" });
      server.use(http.get(apiUrl("announcements/"), () => HttpResponse.json([item])));
      const { user, input, log } = await openTerminal("/events");
      await user.type(input, "news{Enter}");
      expect(await within(log).findByText(/Doors open/)).toHaveTextContent(
        /^\* Doors open — Sat, Nov 28, 05:40\sPM GMT\+5:30$/,
      );
    } finally {
      inCalifornia.mockRestore();
    }
  });

  it("asks for one event's announcements when given its name", async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get(apiUrl("announcements/"), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get("event"));
        return HttpResponse.json([]);
      }),
    );
    const { user, input, log } = await openTerminal("/events");
    await user.type(input, `news ${teamEvent}{Enter}`);
    expect(await within(log).findByText(`No announcements for ${seededName(teamEvent)} yet.`)).toBeInTheDocument();
    expect(asked).toEqual([teamEvent]);
  });

  it("says the server has none when it does not know announcements, and names an unknown event", async () => {
    const { user, input, log } = await openTerminal("/events");
    await user.type(input, "news chess{Enter}");
    expect(await within(log).findByText('No event is called "chess".')).toBeInTheDocument();
    await user.type(input, "news{Enter}");
    expect(await within(log).findByText("This server has no announcements.")).toBeInTheDocument();
  });
});
