import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { apiUrl } from "../../msw/apiUrl";
import { server } from "../../msw/server";
import { seededName, soloEvents, teamEvents } from "../../support/seedEvents";
import { renderApp } from "../../utils/renderWithProviders";

const [teamEvent, secondTeamEvent, thirdTeamEvent, fourthTeamEvent] = teamEvents(4);
const [soloEvent, secondSoloEvent, thirdSoloEvent] = soloEvents(3);

async function openTerminal(route: string) {
  const user = userEvent.setup();
  const app = renderApp({ route });
  const terminal = await screen.findByRole("region", { name: "Terminal" });
  const input = within(terminal).getByRole("textbox", { name: "Terminal command" });
  const log = within(terminal).getByRole("log", { name: "Terminal output" });
  return { ...app, user, input, log };
}

const published = {
  event: teamEvent,
  published_at: "2026-11-22T12:00:00.000Z",
  ranking: [
    { rank: 1, team_name: "Null Pointers", members: ["Asha Verma", "Ravi Rao"] },
    { rank: 2, team_name: "Byte Club", members: ["Meera Iyer"] },
    { rank: 2, team_name: "Tied Twins", members: ["Kiran Das"] },
    { rank: 4, team_name: "Fourth Floor", members: ["Farah Khan"] },
  ],
};

describe("the terminal's results command", () => {
  it("prints the top ranks with their teams and members, and a link to the results page", async () => {
    server.use(http.get(apiUrl(`results/${teamEvent}/`), () => HttpResponse.json(published)));
    const { user, input, log, router } = await openTerminal("/events");
    await user.type(input, `results ${teamEvent}{Enter}`);
    const link = await within(log).findByRole("link", { name: `/events/${teamEvent}/results` });
    expect(log).toHaveTextContent(`Results of ${seededName(teamEvent)}:`);
    // Names are isolated (FSI ... PDI), so a right-to-left name cannot reorder the line around it.
    expect(log).toHaveTextContent("Winner \u2068Null Pointers\u2069 (\u2068Asha Verma\u2069, \u2068Ravi Rao\u2069)");
    expect(log).toHaveTextContent("2nd place \u2068Byte Club\u2069 (\u2068Meera Iyer\u2069)");
    expect(log).toHaveTextContent("2nd place \u2068Tied Twins\u2069 (\u2068Kiran Das\u2069)");
    expect(log).not.toHaveTextContent("Fourth Floor");
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/events/${teamEvent}/results`));
  });

  it("takes the event from the directory it is run in", async () => {
    server.use(
      http.get(apiUrl(`results/${fourthTeamEvent}/`), () =>
        HttpResponse.json({ ...published, event: fourthTeamEvent }),
      ),
    );
    const { user, input, log } = await openTerminal(`/events/${fourthTeamEvent}`);
    await user.type(input, "results{Enter}");
    expect(await within(log).findByText(new RegExp(`Results of ${seededName(fourthTeamEvent)}:`))).toBeInTheDocument();
  });

  it("says the results are not out yet before publication", async () => {
    server.use(
      http.get(apiUrl(`results/${teamEvent}/`), () => HttpResponse.json({ detail: "Not found." }, { status: 404 })),
    );
    const { user, input, log } = await openTerminal("/events");
    await user.type(input, `results ${teamEvent}{Enter}`);
    expect(
      await within(log).findByText(new RegExp(`Results are not out yet for ${seededName(teamEvent)}\\.`)),
    ).toBeInTheDocument();
    expect(within(log).getByRole("link", { name: `/events/${teamEvent}/results` })).toBeInTheDocument();
  });

  it("names an unknown event and prints the usage on wrong arguments, asking the server nothing", async () => {
    const asked: string[] = [];
    server.events.on("request:start", ({ request }) => {
      if (request.url.includes("/results/")) asked.push(request.url);
    });
    const { user, input, log } = await openTerminal("/events");
    await user.type(input, "results chess{Enter}");
    expect(log).toHaveTextContent('No event is called "chess".');
    expect(log).toHaveTextContent(
      `Usage: results <event>, where event is one of: ${teamEvent}, ${secondTeamEvent}, ${thirdTeamEvent}, ${fourthTeamEvent}, ${soloEvent}, ${secondSoloEvent}, ${thirdSoloEvent}`,
    );
    await user.type(input, `results ${teamEvent} ${fourthTeamEvent}{Enter}results{Enter}`);
    expect(log.textContent?.match(/Invalid arguments provided/g)).toHaveLength(2);
    expect(log.textContent?.match(/Usage: results <event>/g)).toHaveLength(3);
    expect(asked).toEqual([]);
    server.events.removeAllListeners();
  });

  it("is listed by help and completed by Tab", async () => {
    const { user, input, log } = await openTerminal("/events");
    await user.type(input, "help{Enter}");
    expect(log).toHaveTextContent(/results <event>\s+print an event's top ranks once its results are out/);
    await user.type(input, "results ct");
    await user.keyboard("{Tab}");
    expect(input).toHaveValue(`results ${teamEvent} `);
  });
});
