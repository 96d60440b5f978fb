import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { apiUrl } from "../msw/apiUrl";
import { adminEvent, adminSummary, adminTeam, organiserProfile, pageOf } from "../msw/handlers/admin";
import { adminAnnouncement, mailStatus } from "../msw/handlers/announcements";
import { server } from "../msw/server";
import { glossaryWord } from "../support/glossary";
import { seededName, teamEvents } from "../support/seedEvents";
import { loggedIn, renderApp } from "../utils/renderWithProviders";
import { installTeamServer } from "./dashboard/fakeTeamServer";

const [teamEvent, secondTeamEvent, , fourthTeamEvent] = teamEvents(4);

// A team's states in the words docs/glossary.md defines (each asked of the glossary, so a term renamed there fails
// here until the screens follow): the console's ready teams, the dashboard's free places and full teams, the
// announcements' teams with a free place.

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const READY = glossaryWord("ready");
const FREE_PLACE = glossaryWord("with a free place");
const FULL = glossaryWord("full");

describe("a team's states, as docs/glossary.md words them", () => {
  it("the console counts ready teams per event and marks each team ready or not", async () => {
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/summary/"), () => HttpResponse.json(adminSummary([adminEvent({ complete_teams: 9 })]))),
      http.get(apiUrl("admin/teams/"), () =>
        HttpResponse.json(pageOf([adminTeam(1), adminTeam(2, { is_active: false })])),
      ),
    );
    const { unmount } = renderApp({ route: "/admin", preloadedState: loggedIn() });
    const counts = await screen.findByRole("table", { name: "Counts per event" });
    const heading = within(counts).getByRole("columnheader", { name: `${capitalised(READY)} teams` });
    const column = [...heading.parentElement!.children].indexOf(heading);
    const eventRow = within(counts).getByRole("row", { name: new RegExp(`${seededName(fourthTeamEvent)}`) });
    expect(eventRow.children[column]).toHaveTextContent("9");
    unmount();

    renderApp({ route: "/admin/teams", preloadedState: loggedIn() });
    const teams = await screen.findByRole("table", { name: "Teams" });
    expect(within(teams).getByRole("columnheader", { name: capitalised(READY) })).toBeInTheDocument();
    expect(within(teams).getByRole("row", { name: /^Team 1/ })).toHaveTextContent(/Yes/);
    expect(within(teams).getByRole("row", { name: /^Team 2/ })).toHaveTextContent(/No/);
  });

  it("the dashboard counts a team's free places and says when it is full", async () => {
    const api = installTeamServer();
    api.addOwnTeam(secondTeamEvent, "Gradient Descent");
    api.addOwnTeam(teamEvent, "Null Pointers", false);
    renderApp({ route: "/dashboard", preloadedState: loggedIn() });
    const teams = await screen.findByRole("region", { name: "Your teams" });
    const placeWord = FREE_PLACE.replace(/^with an? /, "");
    expect((await within(teams).findByText("Null Pointers")).parentElement).toHaveTextContent(
      new RegExp(`· 1 ${placeWord}$`),
    );
    expect(within(teams).getByText("Gradient Descent").parentElement).toHaveTextContent(new RegExp(`· Team ${FULL}$`));
  });

  it("the console offers announcements to teams with a free place, and lists them so", async () => {
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/summary/"), () => HttpResponse.json(adminSummary())),
      http.get(apiUrl("admin/mail/"), () => HttpResponse.json(mailStatus())),
      http.get(apiUrl("admin/announcements/"), () =>
        HttpResponse.json(pageOf([adminAnnouncement({ only_incomplete_teams: true })])),
      ),
    );
    renderApp({ route: "/admin/announcements", preloadedState: loggedIn() });
    const form = await screen.findByRole("form", { name: "New announcement" });
    expect(
      within(form).getByRole("checkbox", { name: new RegExp(`^Only members of teams ${FREE_PLACE} \\(`) }),
    ).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Announcements" });
    expect(within(table).getByRole("row", { name: /^Doors open at 9/ })).toHaveTextContent(
      `Everyone, teams ${FREE_PLACE} only`,
    );
  });
});
