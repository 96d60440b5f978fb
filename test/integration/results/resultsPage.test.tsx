import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { apiUrl } from "../../msw/apiUrl";
import { server } from "../../msw/server";
import { seededName, teamEvents } from "../../support/seedEvents";
import { renderApp } from "../../utils/renderWithProviders";

const [teamEvent] = teamEvents(1);

describe("/events/{name}/results", () => {
  it("says plainly that the results are not out before publication", async () => {
    server.use(
      http.get(apiUrl(`results/${teamEvent}/`), () => HttpResponse.json({ detail: "Not found." }, { status: 404 })),
    );
    renderApp({ route: `/events/${teamEvent}/results` });
    expect(await screen.findByText(/Results are not out yet/)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the ranking with team and member names once published", async () => {
    server.use(
      http.get(apiUrl(`results/${teamEvent}/`), () =>
        HttpResponse.json({
          event: teamEvent,
          published_at: "2026-11-22T10:00:00Z",
          ranking: [
            { rank: 1, team_name: "Byte Club", members: ["Asha Verma", "Ravi Kumar"] },
            { rank: 2, team_name: "Null Pointers", members: ["Meera Iyer"] },
          ],
        }),
      ),
    );
    renderApp({ route: `/events/${teamEvent}/results` });
    const table = await screen.findByRole("table", { name: "Ranking" });
    const rows = within(table).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("WinnerByte ClubAsha Verma, Ravi Kumar");
    expect(rows[2]).toHaveTextContent("2nd placeNull PointersMeera Iyer");
    expect(within(rows[1]).getByRole("rowheader")).toHaveTextContent("Byte Club");
    expect(document.title).toBe(`Codefest '20 | Results · ${seededName(teamEvent)}`);
  });

  it("says in the table that no team was ranked when the published ranking is empty", async () => {
    server.use(
      http.get(apiUrl(`results/${teamEvent}/`), () =>
        HttpResponse.json({ event: teamEvent, published_at: "2026-11-22T10:00:00Z", ranking: [] }),
      ),
    );
    renderApp({ route: `/events/${teamEvent}/results` });
    const table = await screen.findByRole("table", { name: "Ranking" });
    expect(within(table).getByRole("status")).toHaveTextContent("No team was ranked.");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Rank", "Team", "Members"]);
    expect(screen.getByText("Published 22 November 2026.")).toBeInTheDocument();
  });
});
