import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { apiUrl } from "../../msw/apiUrl";
import { adminEvent, adminSummary, organiserProfile } from "../../msw/handlers/admin";
import { emptyStats } from "../../msw/handlers/adminStats";
import { server } from "../../msw/server";
import { seededName, teamEvents } from "../../support/seedEvents";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";

const [teamEvent] = teamEvents(1);

// The console overview's charts (issue 40): each with its title, a summary for readers who cannot see it, its figures
// one switch away as a table, days in the festival's zone, and a sentence instead of a chart with no data.

const stats = emptyStats({
  signups: [
    { day: "2026-11-27", count: 3, total: 10 },
    { day: "2026-11-28", count: 5, total: 15 },
  ],
  entries: [
    { day: "2026-11-27", count: 2 },
    { day: "2026-11-28", count: 4 },
  ],
  team_fill: [{ event: 1, name: seededName(teamEvent), full: 3, with_free_place: 2 }],
  funnel: { signed_up: 15, verified: 12, complete: 9, in_team: 6 },
  mail: {
    hours: [{ hour: "2026-11-28T08:30:00Z", sent: 7, failed: 1 }],
    queued: 4,
    oldest_queued_at: new Date(Date.now() - 75 * 60_000).toISOString(),
  },
  results: [{ event: 1, name: seededName(teamEvent), results: 5, certificates: 11 }],
});

function openOverview() {
  const user = userEvent.setup();
  renderApp({ route: "/admin", preloadedState: loggedIn() });
  return user;
}

const chart = (title: string) => screen.findByRole("region", { name: title });

describe("the console overview's charts", () => {
  beforeEach(() => {
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/summary/"), () =>
        HttpResponse.json(adminSummary([adminEvent({ id: 1, slug: teamEvent, name: seededName(teamEvent) })])),
      ),
    );
  });

  it("draws each chart with a title and a summary, its figures one switch away, days in the festival's zone", async () => {
    server.use(http.get(apiUrl("admin/stats/"), () => HttpResponse.json(stats)));
    const user = openOverview();
    const signups = await chart("Sign-ups per day");
    expect(within(signups).getByRole("img")).toHaveAccessibleName(
      "Sign-ups per day. 8 new accounts in the period, 15 in all.",
    );
    await user.click(within(signups).getByRole("button", { name: "Show the figures as a table" }));
    const table = within(signups).getByRole("table", { name: "Sign-ups per day, as a table" });
    expect(within(table).getByRole("columnheader", { name: "Day (Asia/Kolkata)" })).toBeInTheDocument();
    expect(within(table).getByRole("row", { name: /27 Nov/ })).toHaveTextContent("27 Nov310");
    expect(within(table).getByRole("row", { name: /28 Nov/ })).toHaveTextContent("28 Nov515");
    expect(within(signups).getByRole("button", { name: "Hide the figures" })).toHaveAttribute("aria-expanded", "true");

    const funnel = await chart("From sign-up to a team");
    expect(within(funnel).getByRole("img")).toHaveAccessibleName(
      "From sign-up to a team. Signed up: 15, E-mail verified: 12, Profile complete: 9, In a team: 6.",
    );
    const mail = await chart("Mail sent and failed per hour");
    expect(mail).toHaveTextContent("4 waiting to be sent; the oldest for 1 h 15 min.");
    await user.click(within(mail).getByRole("button", { name: "Show the figures as a table" }));
    // 08:30 UTC is 14:00 in Asia/Kolkata.
    expect(within(mail).getByRole("row", { name: /28 Nov, 14:00/ })).toHaveTextContent("71");
    const fill = await chart("Team fill per team event");
    expect(within(fill).getByRole("img")).toHaveAccessibleName(
      `Team fill per team event. ${seededName(teamEvent)}: 3 full, 2 with a free place.`,
    );
    const results = await chart("Results and certificates per event");
    expect(within(results).getByRole("img")).toHaveAccessibleName(
      `Results and certificates per event. ${seededName(teamEvent)}: 5 teams in results, 11 certificates.`,
    );
  });

  it("says so when a chart has no data: an empty festival", async () => {
    openOverview();
    for (const [title, words] of [
      ["Sign-ups per day", "No sign-ups in this period."],
      ["Places taken in teams per day", "No one joined a team in this period."],
      ["From sign-up to a team", "No participants yet."],
      ["Team fill per team event", "No teams yet."],
      ["Mail sent and failed per hour", "No mail sent in this period."],
      ["Results and certificates per event", "No results published yet."],
    ]) {
      const region = await chart(title);
      expect(region).toHaveTextContent(words);
      expect(within(region).queryByRole("img")).not.toBeInTheDocument();
    }
    expect(await chart("Mail sent and failed per hour")).toHaveTextContent("Nothing waiting to be sent.");
  });

  it("asks for the period and the event chosen", async () => {
    const asked: string[] = [];
    server.use(
      http.get(apiUrl("admin/stats/"), ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(stats);
      }),
    );
    const user = openOverview();
    await chart("Sign-ups per day");
    expect(asked).toEqual(["?period=festival"]);
    await user.click(screen.getByRole("button", { name: "Last 7 days" }));
    await screen.findByRole("button", { name: "Last 7 days", pressed: true });
    await user.click(screen.getByRole("combobox", { name: "Event" }));
    await user.click(await screen.findByRole("option", { name: seededName(teamEvent) }));
    await waitFor(() => expect(asked).toContain(`?period=week&event=${teamEvent}`));
    expect(asked).toContain("?period=week");
  });

  it("downloads a chart's figures as the server's CSV, for the period and event shown", async () => {
    const asked: string[] = [];
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return "blob:stats";
      },
      revokeObjectURL: () => undefined,
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    server.use(
      http.get(apiUrl("admin/stats/"), () => HttpResponse.json(stats)),
      http.get(apiUrl("admin/stats/export/"), ({ request }) => {
        asked.push(new URL(request.url).search);
        return new HttpResponse(
          `\uFEFFevent_id,event_name,full,with_free_place\r\n1,${seededName(teamEvent)},3,2\r\n`,
          {
            headers: { "Content-Type": "text/csv" },
          },
        );
      }),
    );
    try {
      const user = openOverview();
      await chart("Team fill per team event");
      await user.click(screen.getByRole("button", { name: "Last 7 days" }));
      await user.click(screen.getByRole("combobox", { name: "Event" }));
      await user.click(await screen.findByRole("option", { name: seededName(teamEvent) }));
      const fill = await chart("Team fill per team event");
      await user.click(within(fill).getByRole("button", { name: "Download the figures (CSV)" }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(asked).toEqual([`?chart=team_fill&period=week&event=${teamEvent}`]);
      const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(new TextDecoder().decode(bytes)).toBe(
        `event_id,event_name,full,with_free_place\r\n1,${seededName(teamEvent)},3,2\r\n`,
      );
      expect(click.mock.contexts[0]).toHaveProperty("download", `codefest-20-team-fill-week-${teamEvent}.csv`);
    } finally {
      click.mockRestore();
    }
  });
});
