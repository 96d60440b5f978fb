import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { apiUrl } from "../../msw/apiUrl";
import {
  adminAmbassador,
  adminEvent,
  adminSummary,
  adminTeam,
  auditEntry,
  organiserProfile,
  pageOf,
} from "../../msw/handlers/admin";
import { adminAnnouncement, mailStatus } from "../../msw/handlers/announcements";
import { completeProfile } from "../../msw/handlers/dashboard";
import { server } from "../../msw/server";
import { seededName, teamEvents } from "../../support/seedEvents";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";

const [teamEvent, , , fourthTeamEvent] = teamEvents(4);

const ravi = adminAmbassador();

/**
 * An organiser's role check that answers only once every one of `paths` was asked for (each handler calls
 * `asked(path)`): a console that waits for the role before asking never gets there.
 */
function roleCheckHeldUntil(...paths: string[]) {
  const waiting = new Set(paths);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    profile: http.get(apiUrl("profile/"), async () => {
      await released;
      return HttpResponse.json(completeProfile({ is_organiser: true }));
    }),
    asked(path: string) {
      waiting.delete(path);
      if (waiting.size === 0) release();
    },
  };
}

const openConsole = (route = "/admin") => {
  const user = userEvent.setup();
  return { user, ...renderApp({ route, preloadedState: loggedIn() }) };
};

describe("/admin", () => {
  it("lists the mail outbox at /admin/mail in words, searches it by recipient and filters it by status", async () => {
    const asked: Array<{ search: string; status: string }> = [];
    const mail = (id: number, recipient: string, status: string, extra: object = {}) => ({
      id,
      kind: "team.joined",
      recipient,
      status,
      attempts: 1,
      last_error: null,
      created_at: "2026-11-20T10:00:00.000Z",
      next_attempt_at: null,
      ...extra,
    });
    const rows = [
      mail(3, "ravi@example.org", "failed", { kind: "results.published", last_error: "550 mailbox unknown" }),
      mail(2, "asha@example.org", "sent"),
      mail(1, "meera@example.org", "retrying", { next_attempt_at: "2026-11-20T10:01:00.000Z", attempts: 3 }),
    ];
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/outbox/"), ({ request }) => {
        const params = new URL(request.url).searchParams;
        const search = params.get("search") ?? "";
        const status = params.get("status") ?? "";
        asked.push({ search, status });
        return HttpResponse.json(
          pageOf(rows.filter((row) => row.recipient.includes(search) && (!status || row.status === status))),
        );
      }),
    );
    const { user } = openConsole("/admin/mail");
    const table = await screen.findByRole("region", { name: "Mail" });
    const ravi = (await within(table).findByText("ravi@example.org")).closest("tr") as HTMLElement;
    expect(within(ravi).getByText("Results published")).toBeInTheDocument();
    expect(within(ravi).getByText("Failed")).toBeInTheDocument();
    expect(within(ravi).getByText("550 mailbox unknown")).toBeInTheDocument();
    const queued = ravi.querySelector("time");
    expect(queued?.getAttribute("datetime")).toBe("2026-11-20T10:00:00.000Z");
    expect(queued?.textContent).toMatch(/20 Nov|Nov 20/);
    expect(within(table).getByRole("columnheader", { name: "Reason" })).toBeInTheDocument();
    // Times are the viewer's, the zone named once in the heading.
    expect(within(table).getByRole("columnheader", { name: /^Queued \(.+\)$/ })).toBeInTheDocument();
    expect(document.title).toContain("Console · Mail");

    await user.type(screen.getByLabelText("Search mail"), "asha");
    await waitFor(() => expect(within(table).queryByText("ravi@example.org")).not.toBeInTheDocument());
    expect(within(table).getByText("asha@example.org")).toBeInTheDocument();
    expect(asked).toContainEqual({ search: "asha", status: "" });

    await user.clear(screen.getByLabelText("Search mail"));
    await user.click(screen.getByRole("combobox", { name: "Status" }));
    await user.click(await screen.findByRole("option", { name: "Retrying" }));
    // The cleared search settles after a pause: wait for the list of both changes (only meera is retrying).
    const meera = (await within(table).findByText("meera@example.org")).closest("tr") as HTMLElement;
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(2));
    expect(within(meera).getByText("Retrying")).toBeInTheDocument();
    expect(meera.querySelectorAll("time")).toHaveLength(2);
    expect(asked).toContainEqual({ search: "", status: "retrying" });
  });

  it("tells a participant the console is not for them", async () => {
    const refused = () =>
      HttpResponse.json({ detail: "You do not have permission to perform this action." }, { status: 403 });
    server.use(http.get(apiUrl("admin/summary/"), refused));
    openConsole();
    expect(await screen.findByRole("heading", { name: "Not an organiser" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Console" })).not.toBeInTheDocument();
  });

  it("asks for the view's first page while it checks the role, so an organiser's teams come a round trip sooner", async () => {
    const roleCheck = roleCheckHeldUntil("admin/teams/");
    server.use(
      roleCheck.profile,
      http.get(apiUrl("admin/summary/"), () => HttpResponse.json(adminSummary())),
      http.get(apiUrl("admin/teams/"), () => {
        roleCheck.asked("admin/teams/");
        return HttpResponse.json(pageOf([adminTeam(1)]));
      }),
    );
    openConsole("/admin/teams");
    expect(await screen.findByText("Team 1")).toBeVisible();
    expect(screen.getByRole("navigation", { name: "Console" })).toBeInTheDocument();
  });

  it("asks for the announcements and the mail's state while it checks the role", async () => {
    const roleCheck = roleCheckHeldUntil("admin/announcements/", "admin/mail/");
    server.use(
      roleCheck.profile,
      http.get(apiUrl("admin/summary/"), () => HttpResponse.json(adminSummary())),
      http.get(apiUrl("admin/announcements/"), () => {
        roleCheck.asked("admin/announcements/");
        return HttpResponse.json(pageOf([adminAnnouncement({ title: "Round two at six" })]));
      }),
      http.get(apiUrl("admin/mail/"), () => {
        roleCheck.asked("admin/mail/");
        return HttpResponse.json(mailStatus());
      }),
    );
    openConsole("/admin/announcements");
    expect(await screen.findByText("Round two at six")).toBeVisible();
  });

  it("shows live counts per event and the Console link in the header", async () => {
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/summary/"), () =>
        HttpResponse.json(
          adminSummary([
            adminEvent(),
            adminEvent({ id: 1, slug: teamEvent, name: seededName(teamEvent), is_registration_on: false }),
          ]),
        ),
      ),
    );
    openConsole();
    const table = await screen.findByRole("table", { name: "Counts per event" });
    const eventRow = within(table).getByRole("row", { name: new RegExp(`${seededName(fourthTeamEvent)}`) });
    expect(eventRow).toHaveTextContent(`${seededName(fourthTeamEvent)}12921Open`);
    expect(within(table).getByRole("row", { name: new RegExp(`${seededName(teamEvent)}`) })).toHaveTextContent(
      "Closed",
    );
    expect(screen.getByRole("link", { name: "Console" })).toHaveAttribute("href", "/admin");
    expect(document.title).toBe("Codefest '20 | Console");
  });

  it("says so instead of crashing when the server's answer is malformed", async () => {
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/summary/"), () => HttpResponse.json({ events: "none" })),
    );
    openConsole();
    expect(await screen.findByRole("alert")).toHaveTextContent(/counts could not be loaded.*not in the expected shape/);
  });

  it("closes registration only after a confirmation that names the event", async () => {
    let patched: unknown = null;
    let open = true;
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/summary/"), () =>
        HttpResponse.json(adminSummary([adminEvent({ is_registration_on: open })])),
      ),
      http.patch(apiUrl("admin/events/4/"), async ({ request }) => {
        patched = await request.json();
        open = false;
        return HttpResponse.json(adminEvent({ is_registration_on: false }));
      }),
    );
    const { user } = openConsole("/admin/events");
    await user.click(
      await screen.findByRole("button", { name: `Close registration for ${seededName(fourthTeamEvent)}` }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: `Close registration for ${seededName(fourthTeamEvent)}?`,
    });
    expect(patched).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Close registration" }));
    expect(
      await screen.findByRole("button", { name: `Open registration for ${seededName(fourthTeamEvent)}` }),
    ).toBeInTheDocument();
    expect(patched).toEqual({ is_registration_on: false });
    expect(document.title).toBe("Codefest '20 | Console · Events");
  });

  it("pages through teams 50 at a time and sends the search to the server", async () => {
    const seen: string[] = [];
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/summary/"), () => HttpResponse.json(adminSummary())),
      http.get(apiUrl("admin/teams/"), ({ request }) => {
        const url = new URL(request.url);
        seen.push(url.search);
        const page = Number(url.searchParams.get("page"));
        const search = url.searchParams.get("search");
        if (search) return HttpResponse.json(pageOf([adminTeam(7, { name: "Byte Club" })]));
        const rows = Array.from({ length: 50 }, (_, index) => adminTeam((page - 1) * 50 + index + 1));
        return HttpResponse.json(pageOf(rows, 120, page));
      }),
    );
    const { user } = openConsole("/admin/teams");
    const table = await screen.findByRole("table", { name: "Teams" });
    expect(within(table).getAllByRole("row")).toHaveLength(51);
    expect(within(table).getByText("member1@example.org", { exact: false })).toBeInTheDocument();
    expect(screen.getByText("Page 1 of 3 (120 teams)")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByText("Page 2 of 3 (120 teams)")).toBeInTheDocument();
    expect(within(screen.getByRole("table", { name: "Teams" })).getByText("Team 51")).toBeInTheDocument();
    await user.type(screen.getByRole("searchbox", { name: "Search teams" }), "byte");
    expect(await screen.findByText("Byte Club")).toBeInTheDocument();
    expect(seen.at(-1)).toBe("?search=byte&page=1");
  });

  it("exports the teams as a CSV file fetched with the session's token, byte-order mark kept", async () => {
    let authorization: string | null = null;
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return "blob:teams";
      },
      revokeObjectURL: () => undefined,
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/summary/"), () => HttpResponse.json(adminSummary())),
      http.get(apiUrl("admin/teams/"), () => HttpResponse.json(pageOf([adminTeam(1)]))),
      http.get(apiUrl("admin/teams/export/"), ({ request }) => {
        authorization = request.headers.get("Authorization");
        return new HttpResponse("\uFEFFteam_id,team_name\r\n1,Team 1\r\n", { headers: { "Content-Type": "text/csv" } });
      }),
    );
    const { user } = openConsole("/admin/teams");
    await user.click(await screen.findByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
    // A spreadsheet reads the file as UTF-8 only with the server's byte-order mark in front.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe("team_id,team_name\r\n1,Team 1\r\n");
    expect(authorization).toBe("Token test-token");
    expect(click.mock.contexts[0]).toHaveProperty("download", "codefest-20-teams.csv");
    click.mockRestore();
  });

  it("says in a toast why the server refused a teams export, in the server's words, and saves nothing", async () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/summary/"), () => HttpResponse.json(adminSummary())),
      http.get(apiUrl("admin/teams/"), () => HttpResponse.json(pageOf([adminTeam(1)]))),
      http.get(apiUrl("admin/teams/export/"), () =>
        HttpResponse.json({ detail: "Only organisers may export teams." }, { status: 403 }),
      ),
    );
    try {
      const { user } = openConsole("/admin/teams");
      await user.click(await screen.findByRole("button", { name: "Export CSV" }));
      expect(await screen.findByRole("alert")).toHaveTextContent("Only organisers may export teams.");
      expect(screen.getByRole("button", { name: "Export CSV" })).toBeEnabled();
      expect(click).not.toHaveBeenCalled();
    } finally {
      click.mockRestore();
    }
  });

  it.each([
    ["/admin/teams", "Teams", ["profile/", "admin/summary/", "admin/teams/"]],
    ["/admin/participants", "Participants", ["profile/", "admin/participants/"]],
    ["/admin/certificates", "Certificates", ["profile/", "admin/certificates/"]],
    ["/admin/audit", "Audit log", ["profile/", "admin/audit/"]],
  ])("%s in a fresh tab asks once for each answer it shows first", async (route, label, expected) => {
    const asked: string[] = [];
    const count = ({ request }: { request: Request }) => {
      asked.push(new URL(request.url).pathname.replace(/^.*\/api\//, ""));
    };
    server.events.on("request:start", count);
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/summary/"), () => HttpResponse.json(adminSummary())),
      http.get(apiUrl("admin/teams/"), () => HttpResponse.json(pageOf([adminTeam(1)]))),
      http.get(apiUrl("admin/participants/"), () => HttpResponse.json(pageOf([]))),
      http.get(apiUrl("admin/certificates/"), () => HttpResponse.json(pageOf([]))),
      http.get(apiUrl("admin/audit/"), () => HttpResponse.json(pageOf([auditEntry(1, "event.registration")]))),
    );
    try {
      openConsole(route);
      expect(await screen.findByRole("heading", { level: 1, name: `Console · ${label}` })).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole("progressbar")).not.toBeInTheDocument());
      expect(asked.filter((path) => path === "profile/" || path.startsWith("admin/")).sort()).toEqual(
        [...expected].sort(),
      );
    } finally {
      server.events.removeListener("request:start", count);
    }
  });

  it("asks nothing of the console's in a fresh tab without a session: the login page comes instead", async () => {
    const asked: string[] = [];
    const count = ({ request }: { request: Request }) => {
      asked.push(new URL(request.url).pathname);
    };
    server.events.on("request:start", count);
    try {
      renderApp({ route: "/admin/teams" });
      expect(await screen.findByRole("heading", { level: 1, name: "Login" })).toBeInTheDocument();
      expect(asked.filter((path) => /\/(profile|admin)\//.test(path))).toEqual([]);
    } finally {
      server.events.removeListener("request:start", count);
    }
  });

  it("filters participants by verified e-mail", async () => {
    const seen: string[] = [];
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/participants/"), ({ request }) => {
        seen.push(new URL(request.url).search);
        return HttpResponse.json(pageOf([]));
      }),
    );
    const { user } = openConsole("/admin/participants");
    expect(await screen.findByText("No participant matches.")).toBeInTheDocument();
    await user.click(screen.getByRole("combobox", { name: "E-mail" }));
    await user.click(await screen.findByRole("option", { name: "Not verified" }));
    await waitFor(() => expect(seen.at(-1)).toBe("?verified=false&page=1"));
  });

  it("exports the participants with the list's filters, and shows the server's refusal", async () => {
    const asked: string[] = [];
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return "blob:participants";
      },
      revokeObjectURL: () => undefined,
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    let refuse = false;
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/participants/"), () => HttpResponse.json(pageOf([]))),
      http.get(apiUrl("admin/participants/export/"), ({ request }) => {
        asked.push(new URL(request.url).search);
        if (refuse) return HttpResponse.json({ detail: "Only organisers can export." }, { status: 403 });
        return new HttpResponse("\uFEFFid,name\r\n1,Asha\r\n", { headers: { "Content-Type": "text/csv" } });
      }),
    );
    const { user } = openConsole("/admin/participants");
    expect(await screen.findByText("No participant matches.")).toBeInTheDocument();
    await user.click(screen.getByRole("combobox", { name: "E-mail" }));
    await user.click(await screen.findByRole("option", { name: "Verified" }));
    await user.click(await screen.findByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(asked).toEqual(["?verified=true"]);
    expect(click.mock.contexts[0]).toHaveProperty("download", "codefest-20-participants.csv");
    refuse = true;
    await user.click(await screen.findByRole("button", { name: "Export CSV" }));
    expect(await screen.findByText("Oops... Only organisers can export.")).toBeInTheDocument();
    click.mockRestore();
  });

  it("says so when there are no ambassadors yet", async () => {
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/cas/"), () => HttpResponse.json([])),
    );
    openConsole("/admin/ambassadors");
    const table = await screen.findByRole("table", { name: "Ambassadors" });
    expect(await within(table).findByText("No ambassadors yet.")).toBeInTheDocument();
  });

  it("refuses negative points before asking the server and saves valid ones", async () => {
    let patched: unknown = null;
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/cas/"), () => HttpResponse.json([ravi])),
      http.patch(apiUrl("admin/cas/CA1/"), async ({ request }) => {
        patched = await request.json();
        return HttpResponse.json(adminAmbassador({ points: 15, last_updated: "2026-11-21T00:00:00Z" }));
      }),
    );
    const { user } = openConsole("/admin/ambassadors");
    const points = await screen.findByRole("textbox", { name: "Points of Ravi" });
    await user.clear(points);
    await user.type(points, "-3{Enter}");
    expect(await screen.findByText(/greater than or equal to 0/)).toBeInTheDocument();
    expect(patched).toBeNull();
    await user.clear(points);
    await user.type(points, "15{Enter}");
    await waitFor(() => expect(patched).toEqual({ points: 15 }));
  });

  it("says a refused points value beside the field, and a vanished ambassador in a toast of its own", async () => {
    let answer: "field" | "gone" = "field";
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/cas/"), () => HttpResponse.json([ravi])),
      http.patch(apiUrl("admin/cas/CA1/"), () =>
        answer === "field"
          ? HttpResponse.json({ points: ["Ensure this value is less than or equal to 1000000."] }, { status: 400 })
          : HttpResponse.json({ detail: "Not found." }, { status: 404 }),
      ),
    );
    const { user } = openConsole("/admin/ambassadors");
    const points = await screen.findByRole("textbox", { name: "Points of Ravi" });
    await user.clear(points);
    await user.type(points, "99{Enter}");
    expect(await screen.findByText("Ensure this value is less than or equal to 1000000.")).toBeInTheDocument();
    expect(screen.queryByText(/^Oops/)).toBeNull();

    answer = "gone";
    await user.type(points, "9{Enter}");
    // The first error toast is the row's own (the app-wide one would say the bare reason first).
    expect(await screen.findByText(/^Oops\.\.\./)).toHaveTextContent("Oops... Not saved: Not found.");
  });

  it("lists the audit log as the server orders it", async () => {
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/audit/"), () =>
        HttpResponse.json(pageOf([auditEntry(2, "registration.close"), auditEntry(1, "organiser.grant")])),
      ),
    );
    openConsole("/admin/audit");
    const rows = within(await screen.findByRole("table", { name: "Audit log" })).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("registration.close");
    expect(rows[2]).toHaveTextContent("organiser.grant");
  });
});

const ctfEvent = adminEvent({ id: 1, slug: teamEvent, name: seededName(teamEvent) });

/** The results view with the first event for teams picked. */
async function openResults() {
  const opened = openConsole("/admin/results");
  await opened.user.click(await screen.findByRole("combobox", { name: "Event" }));
  await opened.user.click(await screen.findByRole("option", { name: seededName(teamEvent) }));
  return opened;
}

describe("/admin/results and /admin/certificates", () => {
  it("publishes only after a confirmation that says how many certificates the saved draft issues", async () => {
    let published = false;
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/summary/"), () =>
        HttpResponse.json(adminSummary([adminEvent({ id: 1, slug: teamEvent, name: seededName(teamEvent) })])),
      ),
      http.get(apiUrl("admin/teams/"), () =>
        HttpResponse.json(pageOf([adminTeam(1, { event: teamEvent }), adminTeam(2, { event: teamEvent })])),
      ),
      http.get(apiUrl("admin/events/1/results/"), () =>
        HttpResponse.json({
          event: teamEvent,
          published_at: null,
          ranking: [{ team: 1, rank: 1, team_name: "Team 1", members: ["A", "B"] }],
          participated: [{ team: 2, team_name: "Team 2", members: ["C"] }],
        }),
      ),
      http.post(apiUrl("admin/events/1/results/publish/"), () => {
        published = true;
        return HttpResponse.json({ issued: 5, already_issued: 0 });
      }),
    );
    const { user } = openConsole("/admin/results");
    await user.click(await screen.findByRole("combobox", { name: "Event" }));
    await user.click(await screen.findByRole("option", { name: seededName(teamEvent) }));
    expect(await screen.findByRole("textbox", { name: "Rank of Team 1" })).toHaveValue("1");
    expect(screen.getByRole("checkbox", { name: "Team 2 took part" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Publish results and issue certificates" }));
    const dialog = await screen.findByRole("dialog", { name: `Publish the results of ${seededName(teamEvent)}?` });
    expect(dialog).toHaveTextContent("5 certificates will be issued");
    expect(published).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(published).toBe(true));
  });

  it("says one certificate, not '1 certificates', before and after publishing", async () => {
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/summary/"), () =>
        HttpResponse.json(adminSummary([adminEvent({ id: 1, slug: teamEvent, name: seededName(teamEvent) })])),
      ),
      http.get(apiUrl("admin/teams/"), () => HttpResponse.json(pageOf([adminTeam(1, { event: teamEvent })]))),
      http.get(apiUrl("admin/events/1/results/"), () =>
        HttpResponse.json({
          event: teamEvent,
          published_at: null,
          ranking: [{ team: 1, rank: 1, team_name: "Team 1", members: ["A"] }],
          participated: [],
        }),
      ),
      http.post(apiUrl("admin/events/1/results/publish/"), () => HttpResponse.json({ issued: 1, already_issued: 0 })),
    );
    const { user } = openConsole("/admin/results");
    await user.click(await screen.findByRole("combobox", { name: "Event" }));
    await user.click(await screen.findByRole("option", { name: seededName(teamEvent) }));
    expect(await screen.findByText("On all pages: 1 ranked team, 0 more that took part.")).toBeInTheDocument();
    expect(await screen.findByText("Page 1 of 1 (1 team)")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Publish results and issue certificates" }));
    const dialog = await screen.findByRole("dialog", { name: `Publish the results of ${seededName(teamEvent)}?` });
    await user.click(within(dialog).getByRole("button", { name: "Publish" }));
    expect(
      await screen.findByText(`Yay! Published the results of ${seededName(teamEvent)}: 1 certificate issued.`),
    ).toBeInTheDocument();
  });

  it("pages and searches the event's teams on the server and saves the ranks entered on every page", async () => {
    const seen: string[] = [];
    let saved: unknown = null;
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/summary/"), () => HttpResponse.json(adminSummary([ctfEvent]))),
      http.get(apiUrl("admin/teams/"), ({ request }) => {
        const url = new URL(request.url);
        seen.push(url.search);
        const page = Number(url.searchParams.get("page"));
        if (url.searchParams.get("search")) return HttpResponse.json(pageOf([adminTeam(7, { name: "Byte Club" })]));
        const rows = Array.from({ length: 50 }, (_, index) =>
          adminTeam((page - 1) * 50 + index + 1, { event: teamEvent }),
        );
        return HttpResponse.json(pageOf(rows, 120, page));
      }),
      http.get(apiUrl("admin/events/1/results/"), () =>
        HttpResponse.json({
          event: teamEvent,
          published_at: null,
          ranking: [{ team: 75, rank: 1, team_name: "Team 75", members: ["A"] }],
          participated: [],
        }),
      ),
      http.put(apiUrl("admin/events/1/results/"), async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ event: teamEvent, published_at: null, ranking: [], participated: [] });
      }),
    );
    const { user } = await openResults();
    await user.type(await screen.findByRole("textbox", { name: "Rank of Team 3" }), "2");
    expect(screen.getByText("Page 1 of 3 (120 teams)")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByRole("textbox", { name: "Rank of Team 75" })).toHaveValue("1");
    await user.type(screen.getByRole("searchbox", { name: `Search the teams of ${seededName(teamEvent)}` }), "byte");
    await user.type(await screen.findByRole("textbox", { name: "Rank of Byte Club" }), "3");
    expect(seen).toContain(`?event=${teamEvent}&page=2`);
    expect(seen.at(-1)).toBe(`?event=${teamEvent}&search=byte&page=1`);
    expect(screen.getByText("On all pages: 3 ranked teams, 0 more that took part.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(saved).not.toBeNull());
    expect(saved).toEqual({
      ranking: expect.arrayContaining([
        { team: 75, rank: 1 },
        { team: 3, rank: 2 },
        { team: 7, rank: 3 },
      ]),
      participated: [],
    });
    expect((saved as { ranking: unknown[] }).ranking).toHaveLength(3);
  });

  it("keeps the typed ranks when a save is refused and the results are asked for again", async () => {
    let resultsAsked = 0;
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/summary/"), () => HttpResponse.json(adminSummary([ctfEvent]))),
      http.get(apiUrl("admin/teams/"), () =>
        HttpResponse.json(pageOf([adminTeam(1, { event: teamEvent }), adminTeam(2, { event: teamEvent })])),
      ),
      http.get(apiUrl("admin/events/1/results/"), () => {
        resultsAsked += 1;
        return HttpResponse.json({ event: teamEvent, published_at: null, ranking: [], participated: [] });
      }),
      http.put(apiUrl("admin/events/1/results/"), () =>
        HttpResponse.json({ ranking: ["No team has the id 2."] }, { status: 400 }),
      ),
    );
    const { user } = await openResults();
    await user.type(await screen.findByRole("textbox", { name: "Rank of Team 1" }), "1");
    await user.type(screen.getByRole("textbox", { name: "Rank of Team 2" }), "2");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("No team has the id 2.");
    // The refusal makes the view ask for the saved results again; the same answer leaves what was typed in place.
    await waitFor(() => expect(resultsAsked).toBe(2));
    expect(screen.getByRole("textbox", { name: "Rank of Team 1" })).toHaveValue("1");
    expect(screen.getByRole("textbox", { name: "Rank of Team 2" })).toHaveValue("2");
    expect(screen.getByText("On all pages: 2 ranked teams, 0 more that took part.")).toBeInTheDocument();
  });

  it("previews an uploaded CSV against the saved draft, then saves that file", async () => {
    const previewed: Array<{ type: string | null; text: string }> = [];
    let put: { type: string | null; text: string } | null = null;
    const draft = { event: teamEvent, published_at: null, ranking: [], participated: [] };
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/summary/"), () => HttpResponse.json(adminSummary([ctfEvent]))),
      http.get(apiUrl("admin/teams/"), () => HttpResponse.json(pageOf([adminTeam(1, { event: teamEvent })]))),
      http.get(apiUrl("admin/events/1/results/"), () => HttpResponse.json(draft)),
      http.post(apiUrl("admin/events/1/results/preview/"), async ({ request }) => {
        previewed.push({ type: request.headers.get("Content-Type"), text: await request.text() });
        return HttpResponse.json({
          results: {
            ...draft,
            ranking: [
              { team: 2, rank: 1, team_name: "Byte Club", members: ["B"] },
              { team: 1, rank: 2, team_name: "Team 1", members: ["A"] },
            ],
          },
          added: [{ team: 2, team_name: "Byte Club", rank: 1 }],
          removed: [{ team: 3, team_name: "Old Team", rank: null }],
          changed: [{ team: 1, team_name: "Team 1", before: 1, after: 2 }],
        });
      }),
      http.put(apiUrl("admin/events/1/results/"), async ({ request }) => {
        put = { type: request.headers.get("Content-Type"), text: await request.text() };
        return HttpResponse.json(draft);
      }),
    );
    const { user } = await openResults();
    const csv = "team,rank\r\nBYTE1234,1\r\n1,2\r\n";
    await user.upload(
      await screen.findByLabelText("CSV file of results"),
      new File([csv], `${teamEvent}.csv`, { type: "text/csv" }),
    );
    const preview = await screen.findByRole("region", { name: "Preview of the upload" });
    expect(preview).toHaveTextContent(`${teamEvent}.csv: 2 ranked teams, 0 more that took part.`);
    const changes = within(preview).getByRole("list", { name: "Changes against the saved draft" });
    expect(
      within(changes)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      // Team names are isolated (FSI ... PDI), so a right-to-left name keeps its place in the sentence.
      "Adds \u2068Byte Club\u2069: rank 1",
      "Changes \u2068Team 1\u2069: rank 1 to rank 2",
      "Removes \u2068Old Team\u2069 (took part)",
    ]);
    expect(previewed).toEqual([{ type: "text/csv", text: csv }]);
    expect(put).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save these results as the draft" }));
    await waitFor(() => expect(put).toEqual({ type: "text/csv", text: csv }));
    expect(
      await screen.findByText(
        new RegExp(`Saved the draft results of ${seededName(teamEvent)} from ${teamEvent}\\.csv\\.`),
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Preview of the upload" })).not.toBeInTheDocument();
  });

  it("lists the server's row problems with an uploaded CSV and offers nothing to save", async () => {
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/summary/"), () => HttpResponse.json(adminSummary([ctfEvent]))),
      http.get(apiUrl("admin/teams/"), () => HttpResponse.json(pageOf([adminTeam(1, { event: teamEvent })]))),
      http.get(apiUrl("admin/events/1/results/"), () =>
        HttpResponse.json({ event: teamEvent, published_at: null, ranking: [], participated: [] }),
      ),
      http.post(apiUrl("admin/events/1/results/preview/"), () =>
        HttpResponse.json({ csv: ['Row 2: no team has the access code or id "NOPE".'] }, { status: 400 }),
      ),
    );
    const { user } = await openResults();
    await user.upload(
      await screen.findByLabelText("CSV file of results"),
      new File(["team,rank\nNOPE,1\n"], "bad.csv", { type: "text/csv" }),
    );
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("bad.csv was not accepted:");
    expect(alert).toHaveTextContent('Row 2: no team has the access code or id "NOPE".');
    expect(screen.queryByRole("button", { name: "Save these results as the draft" })).not.toBeInTheDocument();
  });

  it("revokes a certificate only with a reason", async () => {
    let reason: string | null = null;
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/certificates/"), () =>
        HttpResponse.json(
          pageOf([
            {
              id: "q3Vb8kLm2NpR7sTw9xYz1A",
              event: teamEvent,
              kind: "merit",
              rank: 2,
              name: "Asha Verma",
              email: "asha@example.org",
              issued_at: "2026-11-22T10:00:00Z",
              revoked_at: null,
              revoked_reason: null,
            },
          ]),
        ),
      ),
      http.delete(apiUrl("admin/certificates/q3Vb8kLm2NpR7sTw9xYz1A/"), ({ request }) => {
        reason = new URL(request.url).searchParams.get("reason");
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = openConsole("/admin/certificates");
    expect(await screen.findByText("Merit (2nd place)")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Revoke Asha Verma's certificate of merit" }));
    const dialog = await screen.findByRole("dialog");
    const confirm = within(dialog).getByRole("button", { name: "Revoke" });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Not a team member");
    await user.click(confirm);
    await waitFor(() => expect(reason).toBe("Not a team member"));
  });
});
