import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import type { AuditEntry } from "../../../contract/admin";
import { apiUrl } from "../../msw/apiUrl";
import { organiserProfile, pageOf } from "../../msw/handlers/admin";
import { server } from "../../msw/server";
import { teamEvents } from "../../support/seedEvents";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";

const [teamEvent, , , fourthTeamEvent] = teamEvents(4);

// Entries with the details the server records for these actions (server/src/routes/admin, services/organisers.ts).
const ENTRIES: AuditEntry[] = [
  {
    id: 4,
    at: "2026-11-22T09:45:00.000Z",
    actor: { id: 1, email: "lead@example.org" },
    action: "team.member_remove",
    target: "team:12",
    details: {
      team_name: "Golden Bits",
      event: teamEvent,
      member: { id: 7, name: "Gopal Gold", email: "gopal@example.org" },
    },
  },
  {
    id: 3,
    at: "2026-11-22T09:40:00.000Z",
    actor: { id: 0, email: "command line" },
    action: "organiser.grant",
    target: "user:9",
    details: { email: "new.lead@example.org" },
  },
  {
    id: 2,
    at: "2026-11-22T09:35:00.000Z",
    actor: { id: 1, email: "lead@example.org" },
    action: "event.registration",
    target: `event:${fourthTeamEvent}`,
    details: { before: { is_registration_on: true }, after: { is_registration_on: false } },
  },
  {
    id: 1,
    at: "2026-11-22T09:30:00.000Z",
    actor: { id: 1, email: "lead@example.org" },
    action: "ambassador.update",
    target: "ambassador:CA001",
    details: { before: { points: 10 }, after: { points: 25 } },
  },
];

describe("/admin/audit", () => {
  it("shows each entry as a sentence with its time, and its recorded details one click away", async () => {
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/audit/"), () => HttpResponse.json(pageOf(ENTRIES))),
    );
    const user = userEvent.setup();
    renderApp({ route: "/admin/audit", preloadedState: loggedIn() });
    const table = await screen.findByRole("table", { name: "Audit log" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[1].textContent)).toEqual([
      `lead@example.org removed Gopal Gold from team Golden Bits (${teamEvent}).`,
      "The organiser command made new.lead@example.org an organiser.",
      `lead@example.org closed registration for ${fourthTeamEvent}.`,
      "lead@example.org changed campus ambassador CA001: points 10 → 25.",
    ]);
    expect(rows[0]).toHaveTextContent("22 Nov 2026, 09:45");
    expect(within(rows[2]).getByText(/"is_registration_on": false/)).not.toBeVisible();

    const details = within(rows[2]).getByText("Details");
    await user.click(details);
    expect(within(rows[2]).getByText(/"is_registration_on": false/)).toBeVisible();
    expect(within(rows[2]).getByText(`event:${fourthTeamEvent}`)).toBeVisible();
  });

  it("asks the server for one action and one person's changes, from page 1", async () => {
    const asked: string[] = [];
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/audit/"), ({ request }) => {
        const url = new URL(request.url);
        asked.push(new URLSearchParams([...url.searchParams].sort()).toString());
        const action = url.searchParams.get("action");
        return HttpResponse.json(pageOf(ENTRIES.filter((entry) => !action || entry.action === action)));
      }),
    );
    const user = userEvent.setup();
    renderApp({ route: "/admin/audit", preloadedState: loggedIn() });
    await screen.findByRole("table", { name: "Audit log" });
    await user.click(screen.getByRole("combobox", { name: "Action" }));
    await user.click(await screen.findByRole("option", { name: "Registration opened or closed" }));
    await waitFor(() => expect(asked.at(-1)).toBe("action=event.registration&page=1"));
    const table = screen.getByRole("table", { name: "Audit log" });
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(2));

    await user.type(screen.getByRole("searchbox", { name: "Made by (e-mail)" }), "lead@");
    await waitFor(() => expect(asked.at(-1)).toBe("action=event.registration&actor=lead%40&page=1"));
  });
});
