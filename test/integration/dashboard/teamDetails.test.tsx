import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { apiUrl } from "../../msw/apiUrl";
import { adminSummary, adminTeam, organiserProfile, pageOf } from "../../msw/handlers/admin";
import { server } from "../../msw/server";
import { MOTTO } from "../../support/mottoDetail";
import { seededName, teamEvents } from "../../support/seedEvents";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";
import { installTeamServer } from "./fakeTeamServer";

const [teamEvent] = teamEvents(1);

// The festival declares no team detail: this file declares one (a `motto`) so that the form, the team panel and the
// console's Teams view run their generic paths over TEAM_DETAILS with a field (docs/recipes.md, "Add a team field").
jest.mock("../../../contract/teamDetails", () => jest.requireActual("../../support/mottoDetail"));

const card = (title: string) => screen.getByRole("article", { name: title });

async function openRegistration() {
  const user = userEvent.setup();
  renderApp({ route: "/dashboard/events", preloadedState: loggedIn() });
  await screen.findAllByText("Registration open");
  return user;
}

describe("a team detail declared in the contract, in the dashboard", () => {
  it("is an optional input of the create form with its help, sent with the team and shown on its panel", async () => {
    const api = installTeamServer();
    const user = await openRegistration();
    const teamCard = card(seededName(teamEvent));
    const motto = within(teamCard).getByRole("textbox", { name: "Motto (optional)" });
    expect(motto).toHaveAccessibleDescription(MOTTO.help);
    expect(motto).toHaveAttribute("maxlength", String(MOTTO.maxLength));
    await user.type(within(teamCard).getByLabelText("Team name"), "Null Pointers");
    await user.type(motto, "Segfaults build character");
    await user.click(within(teamCard).getByRole("button", { name: "Create team" }));

    expect(await within(card(seededName(teamEvent))).findByText("Null Pointers")).toBeInTheDocument();
    expect(within(card(seededName(teamEvent))).getByText("Segfaults build character").parentElement).toHaveTextContent(
      /^Motto: Segfaults build character$/,
    );
    expect(api.writes).toEqual([
      { path: "teams/create/", body: { event: 1, team_name: "Null Pointers", motto: "Segfaults build character" } },
    ]);
  });

  it("shows no line on the panel for a team created without one", async () => {
    const api = installTeamServer();
    const user = await openRegistration();
    await user.type(within(card(seededName(teamEvent))).getByLabelText("Team name"), "Quiet Ones");
    await user.click(within(card(seededName(teamEvent))).getByRole("button", { name: "Create team" }));

    expect(await within(card(seededName(teamEvent))).findByText("Quiet Ones")).toBeInTheDocument();
    expect(within(card(seededName(teamEvent))).queryByText(/^Motto:/)).not.toBeInTheDocument();
    expect(api.writes).toEqual([{ path: "teams/create/", body: { event: 1, team_name: "Quiet Ones" } }]);
  });

  it("shows the server's field error under its input, keeping what was typed", async () => {
    installTeamServer();
    const refusal = `Ensure this field has no more than ${MOTTO.maxLength} characters.`;
    server.use(http.post(apiUrl("teams/create/"), () => HttpResponse.json({ motto: [refusal] }, { status: 400 })));
    const user = await openRegistration();
    const teamCard = card(seededName(teamEvent));
    await user.type(within(teamCard).getByLabelText("Team name"), "Loud Ones");
    await user.type(within(teamCard).getByRole("textbox", { name: "Motto (optional)" }), "Too much");
    await user.click(within(teamCard).getByRole("button", { name: "Create team" }));

    const motto = within(card(seededName(teamEvent))).getByRole("textbox", { name: "Motto (optional)" });
    await screen.findByText(/^Oops\.\.\./);
    expect(motto).toHaveAccessibleDescription(refusal);
    expect(motto).toHaveAttribute("aria-invalid", "true");
    expect(motto).toHaveValue("Too much");
  });
});

describe("a team detail declared in the contract, in the console", () => {
  it("is a column of the Teams view, with each team's value", async () => {
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/summary/"), () => HttpResponse.json(adminSummary([]))),
      http.get(apiUrl("admin/teams/"), () =>
        HttpResponse.json(
          pageOf([
            { ...adminTeam(3, { name: "Bold Bytes" }), motto: "Fortune favours the bold" },
            { ...adminTeam(4, { name: "Quiet Ones" }), motto: null },
          ]),
        ),
      ),
    );
    renderApp({ route: "/admin/teams", preloadedState: loggedIn() });
    const table = await screen.findByRole("table", { name: "Teams" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers).toEqual(["Team", "Event", "Access code", "Ready", "Motto", "Members"]);
    const cellOf = (team: string) => {
      const row = within(table).getByRole("rowheader", { name: team }).closest("tr")!;
      return within(row).getAllByRole("cell")[headers.indexOf("Motto") - 1].textContent;
    };
    expect(cellOf("Bold Bytes")).toBe("Fortune favours the bold");
    expect(cellOf("Quiet Ones")).toBe("");
  });
});
