import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { apiUrl } from "../../msw/apiUrl";
import { adminEvent, adminSummary, adminTeam, organiserProfile, pageOf } from "../../msw/handlers/admin";
import { server } from "../../msw/server";
import { seededName, teamEvents } from "../../support/seedEvents";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";

const [teamEvent] = teamEvents(1);

const ctfEvent = adminEvent({ id: 1, slug: teamEvent, name: seededName(teamEvent) });

/** The results view with the first event for teams picked. */
async function openResults() {
  const user = userEvent.setup();
  renderApp({ route: "/admin/results", preloadedState: loggedIn() });
  await user.click(await screen.findByRole("combobox", { name: "Event" }));
  await user.click(await screen.findByRole("option", { name: seededName(teamEvent) }));
  // The upload section comes with the event's saved results.
  await screen.findByLabelText("CSV file of results");
  return { user };
}

/** Picks `option` in the MUI select labelled `label`. */
async function pick(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(await screen.findByRole("combobox", { name: label }));
  await user.click(await screen.findByRole("option", { name: option }));
}

describe("results uploads in the console", () => {
  it("reads a leaderboard keyed by handle with the columns chosen from its header, lists unused rows, saves it", async () => {
    const previewed: string[] = [];
    let saved: { query: string; text: string } | null = null;
    const draft = { event: teamEvent, published_at: null, ranking: [], participated: [] };
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/summary/"), () => HttpResponse.json(adminSummary([ctfEvent]))),
      http.get(apiUrl("admin/teams/"), () => HttpResponse.json(pageOf([adminTeam(1, { event: teamEvent })]))),
      http.get(apiUrl("admin/events/1/results/"), () => HttpResponse.json(draft)),
      http.post(apiUrl("admin/events/1/results/preview/"), ({ request }) => {
        previewed.push(new URL(request.url).search);
        return HttpResponse.json({
          results: { ...draft, ranking: [{ team: 1, rank: 1, team_name: "Team 1", members: ["A", "B"] }] },
          added: [{ team: 1, team_name: "Team 1", rank: 1 }],
          removed: [],
          changed: [],
          leaderboard: {
            rows: 4,
            used: 1,
            unused_count: 3,
            handles_as_of: "2026-11-20T18:00:00Z",
            used_rows: [
              {
                line: 2,
                value: "a-cf",
                team: 1,
                team_name: "Team 1",
                match: "handle",
                as_of: "2026-11-20T18:00:00Z",
                message: "Matched by Codeforces handle as of the registration close (2026-11-20 18:00 UTC).",
              },
            ],
            unused: [
              {
                line: 3,
                value: "b-cf",
                reason: "duplicate_team",
                message: "Another row (line 2) is for the same team.",
              },
              { line: 4, value: "ghost", reason: "no_participant", message: "No participant has this handle." },
              {
                line: 5,
                value: "twin",
                reason: "ambiguous",
                message: "2 participants give this handle: none of them is used.",
                claimants: [
                  { user: 7, name: "Ada", team: 1, team_name: "Team 1" },
                  { user: 8, name: "Bo", team: null, team_name: null },
                ],
              },
            ],
          },
          certificates: null,
        });
      }),
      http.put(apiUrl("admin/events/1/results/"), async ({ request }) => {
        saved = { query: new URL(request.url).search, text: await request.text() };
        return HttpResponse.json(draft);
      }),
    );
    const { user } = await openResults();
    await pick(user, "Rows identify", "Members by Codeforces handle");
    const csv = '"Rank";"User name";Score\r\n1;a-cf;100\r\n2;b-cf;90\r\n3;ghost;5\r\n';
    await user.upload(screen.getByLabelText("CSV file of results"), new File([csv], "cf.csv", { type: "text/csv" }));
    const previewButton = await screen.findByRole("button", { name: "Preview" });
    expect(previewButton).toBeDisabled();
    await pick(user, "Column with the handle", "User name");
    await pick(user, "Column with the rank", "Rank");
    await user.click(previewButton);
    const region = await screen.findByRole("region", { name: "Preview of the upload" });
    expect(previewed).toEqual(["?key=codeforces&key_column=User+name&rank_column=Rank"]);
    expect(region).toHaveTextContent("Leaderboard: 1 of 4 rows used, 3 not used.");
    // When the event's registration has closed, handles are those given by then; each used row says how it matched.
    expect(region).toHaveTextContent(
      /Handles are read as they stood at the event's registration close, .*20.*: changes participants made since do not count\./,
    );
    await user.click(within(region).getByText("How the 1 used row matched"));
    expect(
      within(within(region).getByRole("list", { name: "Rows used" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Line 2 (a-cf): \u2068Team 1\u2069. Matched by Codeforces handle as of the registration close (2026-11-20 18:00 UTC).",
    ]);
    expect(
      within(within(region).getByRole("list", { name: "Rows not used" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Line 3 (b-cf): Another row (line 2) is for the same team.",
      "Line 4 (ghost): No participant has this handle.",
      "Line 5 (twin): 2 participants give this handle: none of them is used. Given by \u2068Ada\u2069 (\u2068Team 1\u2069), " +
        "\u2068Bo\u2069 (no team in this event).",
    ]);
    await user.click(screen.getByRole("button", { name: "Save these results as the draft" }));
    await waitFor(() =>
      expect(saved).toEqual({ query: "?key=codeforces&key_column=User+name&rank_column=Rank", text: csv }),
    );
  });

  it("says to save as CSV UTF-8 when the file is in another encoding, without asking the server", async () => {
    let asked = false;
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/summary/"), () => HttpResponse.json(adminSummary([ctfEvent]))),
      http.get(apiUrl("admin/teams/"), () => HttpResponse.json(pageOf([]))),
      http.get(apiUrl("admin/events/1/results/"), () =>
        HttpResponse.json({ event: teamEvent, published_at: null, ranking: [], participated: [] }),
      ),
      http.post(apiUrl("admin/events/1/results/preview/"), () => {
        asked = true;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const { user } = await openResults();
    const latin1 = new Uint8Array([0x74, 0x65, 0x61, 0x6d, 0x0a, 0x43, 0x61, 0x66, 0xe9, 0x2c, 0x31, 0x0a]);
    await user.upload(screen.getByLabelText("CSV file of results"), new File([latin1], "old.csv"));
    expect(await screen.findByRole("alert")).toHaveTextContent('save it as "CSV UTF-8 (comma delimited)"');
    expect(asked).toBe(false);
  });

  it("after publication saves a correction, shows who gains and loses, and publishes it on its own", async () => {
    let published = false;
    const results = {
      event: teamEvent,
      published_at: "2026-11-20T10:00:00.000Z",
      corrected_at: null,
      ranking: [{ team: 1, rank: 1, team_name: "Team 1", members: ["Ann"] }],
      participated: [],
      amendment: {
        saved_at: "2026-11-21T09:30:00.000Z",
        ranking: [{ team: 2, rank: 1, team_name: "Team 2", members: ["Bo"] }],
        participated: [],
      },
    };
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/summary/"), () => HttpResponse.json(adminSummary([ctfEvent]))),
      http.get(apiUrl("admin/teams/"), () => HttpResponse.json(pageOf([]))),
      http.get(apiUrl("admin/events/1/results/"), () => HttpResponse.json(results)),
      http.post(apiUrl("admin/events/1/results/preview/"), () =>
        HttpResponse.json({
          results,
          added: [{ team: 2, team_name: "Team 2", rank: 1 }],
          removed: [{ team: 1, team_name: "Team 1", rank: 1 }],
          changed: [],
          leaderboard: null,
          certificates: {
            gained_count: 2,
            lost_count: 1,
            gained: [
              { name: "Bo", team_name: "Team 2", kind: "participation", rank: null },
              { name: "Bo", team_name: "Team 2", kind: "merit", rank: 1 },
            ],
            lost: [{ name: "Ann", team_name: "Team 1", kind: "merit", rank: 1 }],
          },
        }),
      ),
      http.post(apiUrl("admin/events/1/results/publish/"), () => {
        published = true;
        return HttpResponse.json({ issued: 2, already_issued: 1, revoked: 1 });
      }),
    );
    const { user } = await openResults();
    expect(
      await screen.findByRole("heading", { name: "Correct the published results with a CSV file" }),
    ).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText("CSV file of results"),
      new File(["team,rank\r\n2,1\r\n"], "fix.csv", { type: "text/csv" }),
    );
    const region = await screen.findByRole("region", { name: "Preview of the upload" });
    expect(region).toHaveTextContent("Publishing this correction issues 2 certificates and revokes 1.");
    expect(within(region).getByRole("list", { name: "Certificates lost" })).toHaveTextContent(
      "Loses \u2068Ann\u2069 (\u2068Team 1\u2069): certificate of merit, rank 1",
    );
    expect(within(region).getByRole("list", { name: "Certificates gained" })).toHaveTextContent(
      "Gains \u2068Bo\u2069 (\u2068Team 2\u2069): certificate of participation",
    );
    expect(screen.getByRole("button", { name: "Save this correction" })).toBeInTheDocument();

    const waiting = screen.getByRole("region", { name: "Correction waiting" });
    expect(waiting).toHaveTextContent("A correction saved 2026-11-21 09:30 UTC waits: 1 ranked team");
    await user.click(within(waiting).getByRole("button", { name: "Publish the correction" }));
    const dialog = await screen.findByRole("dialog", { name: `Publish the correction of ${seededName(teamEvent)}?` });
    await user.click(within(dialog).getByRole("button", { name: "Publish" }));
    expect(
      await screen.findByText(
        new RegExp(`Published the correction of ${seededName(teamEvent)}: 2 certificates issued, 1 revoked\\.`),
      ),
    ).toBeInTheDocument();
    expect(published).toBe(true);
  });
});
