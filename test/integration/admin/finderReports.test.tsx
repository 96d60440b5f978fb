import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import type { AdminFinderReport } from "../../../contract/finderAdmin";
import { apiUrl } from "../../msw/apiUrl";
import { adminEvent, adminSummary, organiserProfile, pageOf } from "../../msw/handlers/admin";
import { server } from "../../msw/server";
import { teamEvents } from "../../support/seedEvents";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";

const [teamEvent] = teamEvents(1);

// The teammate finder in the console: its reports with what was reported, hiding a listing, blocking its author from
// the finder and dismissing a report (each confirmed), and its counts on the overview.

const person = (id: number, name: string) => ({ id, name, email: `${name.split(" ")[0].toLowerCase()}@example.org` });

const report = (overrides: Partial<AdminFinderReport> = {}): AdminFinderReport => ({
  id: 11,
  created_at: "2026-11-27T10:00:00Z",
  reason: "Insults in the note",
  reporter: person(3, "Asha Verma"),
  event: teamEvent,
  listing: { id: 40, note: "<i>rude</i> words", owner: person(8, "Rude Rahul"), team_name: null, hidden: false },
  request: null,
  about: person(8, "Rude Rahul"),
  about_banned: false,
  status: "open",
  outcome: null,
  closed_at: null,
  ...overrides,
});

const openConsole = (route: string) => {
  const user = userEvent.setup();
  return { user, ...renderApp({ route, preloadedState: loggedIn() }) };
};

describe("/admin/finder", () => {
  it("lists open reports and hides a reported listing with a reason, after a confirmation", async () => {
    const writes: Array<{ path: string; body: unknown }> = [];
    const asked: string[] = [];
    let rows = [report()];
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/finder/reports/"), ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(pageOf(rows));
      }),
      http.post(apiUrl("admin/finder/listings/:id/hide/"), async ({ request, params }) => {
        writes.push({ path: `hide ${String(params.id)}`, body: await request.json() });
        rows = [report({ status: "closed", outcome: "hidden", listing: { ...report().listing, hidden: true } })];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = openConsole("/admin/finder");
    const table = await screen.findByRole("region", { name: "Reports" });
    const row = (await within(table).findByText("Insults in the note")).closest("tr") as HTMLElement;
    expect(within(row).getByText("<i>rude</i> words")).toBeInTheDocument();
    expect(row).toHaveTextContent("Rude Rahul <rude@example.org>");
    expect(row).toHaveTextContent("Asha Verma <asha@example.org>");
    await user.click(within(row).getByRole("button", { name: "Hide the listing of Rude Rahul" }));
    const dialog = await screen.findByRole("dialog", { name: /Hide the listing of .*Rude Rahul/ });
    await user.type(within(dialog).getByLabelText(/Reason/), "Abusive");
    await user.click(within(dialog).getByRole("button", { name: "Hide" }));
    expect(await screen.findByText(/Yay! Hid the listing of .*Rude Rahul/)).toBeInTheDocument();
    expect(writes).toEqual([{ path: "hide 40", body: { reason: "Abusive" } }]);
    expect(await within(table).findByText("Listing hidden")).toBeInTheDocument();
    expect(asked[0]).toBe("?status=open&page=1");
  });

  it("blocks a request's sender from the finder, and says so when the server refuses", async () => {
    const writes: unknown[] = [];
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/finder/reports/"), () =>
        HttpResponse.json(
          pageOf([
            report({
              id: 12,
              request: { id: 5, message: "Spam spam", sender: person(9, "Pat Pest") },
              about: person(9, "Pat Pest"),
            }),
          ]),
        ),
      ),
      http.post(apiUrl("admin/finder/bans/"), async ({ request }) => {
        writes.push(await request.json());
        return HttpResponse.json(
          { detail: "This participant is already blocked from the teammate finder." },
          { status: 400 },
        );
      }),
    );
    const { user } = openConsole("/admin/finder");
    const table = await screen.findByRole("region", { name: "Reports" });
    const row = (await within(table).findByText("Spam spam")).closest("tr") as HTMLElement;
    expect(within(row).queryByRole("button", { name: /Hide the listing/ })).not.toBeInTheDocument();
    await user.click(within(row).getByRole("button", { name: "Block Pat Pest from the finder" }));
    const dialog = await screen.findByRole("dialog", { name: /Block .*Pat Pest/ });
    await user.click(within(dialog).getByRole("button", { name: "Block" }));
    expect(
      await screen.findByText("Oops... Not blocked: This participant is already blocked from the teammate finder."),
    ).toBeInTheDocument();
    expect(writes).toEqual([{ user: 9, reason: "" }]);
  });

  it("counts the finder's listings and the teams formed through it on the overview", async () => {
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/summary/"), () =>
        HttpResponse.json({
          ...adminSummary([adminEvent({ finder_listings: 7, finder_teams: 2 })]),
          finder_listings: 7,
          finder_teams: 2,
        }),
      ),
    );
    openConsole("/admin");
    expect(await screen.findByText("Teammate finder listings")).toBeInTheDocument();
    expect(screen.getByText("Teams formed through the finder")).toBeInTheDocument();
    const table = await screen.findByRole("region", { name: "Counts per event" });
    expect(within(table).getByRole("columnheader", { name: "Finder listings" })).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByText("7")).toHaveLength(1));
  });

  it("shows no finder counts against a server without the finder", async () => {
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/summary/"), () => HttpResponse.json(adminSummary())),
    );
    openConsole("/admin");
    expect(await screen.findByRole("region", { name: "Counts per event" })).toBeInTheDocument();
    expect(screen.queryByText("Teammate finder listings")).not.toBeInTheDocument();
    expect(screen.queryByRole("columnheader", { name: "Finder listings" })).not.toBeInTheDocument();
  });
});
