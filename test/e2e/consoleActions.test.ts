import { LAST_MEMBER_MESSAGE } from "../../contract/admin";
import { seededName, soloEvents, teamEvents } from "../support/seedEvents";
import { toastText } from "./support/browser";
import { participantsWithTeams } from "./support/certificateFlow";
import { expect, test, type Browser, type Page } from "./support/fixtures";
import { completeProfile, E2E_API_BASE_URL, readyParticipant, uniqueEmail } from "./support/stack";

const [, , , fourthTeamEvent] = teamEvents(4);
const [, secondSoloEvent, thirdSoloEvent] = soloEvents(3);

// Every console action against the real API: its success message when the server accepts it, and the server's own
// error when it refuses (issue 28 item 4: granting the role showed an error although it worked).

/** An API call with a session token: the status and the parsed body (null for 204). */
async function api(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(E2E_API_BASE_URL + path, {
    method,
    headers: { "Content-Type": "application/json", Authorization: `Token ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

async function openConsole(browser: Browser, url: string, token: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((saved) => window.localStorage.setItem("auth-token", saved), token);
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
  return page;
}

const shows = (page: Page, text: string) => expect(page.getByText(toastText(text))).toBeVisible();

test.describe("every console action says what the real server answered", () => {
  test.describe.configure({ timeout: 240_000 });

  test("ambassadors: add, change points and delete; each refusal shows the server's reason", async ({
    browser,
    site,
    organiser,
  }) => {
    const caid = `CA${Date.now() % 1_000_000}`;
    const page = await openConsole(browser, `${site.url}/admin/ambassadors`, organiser.token);
    const form = page.getByRole("form", { name: "Add an ambassador" });
    const add = async (id: string, name: string) => {
      await form.getByLabel("CA id").fill(id);
      await form.getByLabel("Name").fill(name);
      await form.getByLabel("Points").fill("5");
      await form.getByRole("button", { name: "Add ambassador" }).click();
    };
    await add(caid, "Asha Ambassador");
    await shows(page, "Yay! Added \u2068Asha Ambassador\u2069.");
    await add(caid, "Asha Again");
    await expect(
      page.getByRole("alert").filter({ hasText: "An ambassador with this CAID already exists." }),
    ).toBeVisible();

    const points = page.getByRole("textbox", { name: "Points of Asha Ambassador" });
    await points.fill("42");
    await points.press("Enter");
    await shows(page, "Yay! \u2068Asha Ambassador\u2069 now has 42 points.");

    await page.getByRole("button", { name: "Delete Asha Ambassador" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await shows(page, "Yay! Deleted \u2068Asha Ambassador\u2069.");

    // Gone on the server while this page still lists them: the delete and the change are refused with its 404.
    for (const [suffix, name] of [
      ["B", "Bo Gone"],
      ["C", "Cy Gone"],
    ]) {
      await api("POST", "admin/cas/", organiser.token, {
        caid: `${caid}${suffix}`,
        name,
        institute_name: "",
        points: 1,
      });
    }
    await page.reload();
    await expect(page.getByRole("button", { name: "Delete Cy Gone" })).toBeVisible();
    expect((await api("DELETE", `admin/cas/${caid}C/`, organiser.token)).status).toBe(204);
    await page.getByRole("button", { name: "Delete Cy Gone" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await shows(page, "Oops... Not deleted: Not found.");

    const boPoints = page.getByRole("textbox", { name: "Points of Bo Gone" });
    await expect(boPoints).toBeVisible();
    expect((await api("DELETE", `admin/cas/${caid}B/`, organiser.token)).status).toBe(204);
    await boPoints.fill("7");
    await boPoints.press("Enter");
    // The row leaves the list as it refreshes: the refusal is said in a toast, not beside the vanished field.
    await shows(page, "Oops... Not saved: Not found.");
    await page.context().close();
  });

  test("organisers: granting shows success (not an error) and removing too; refusals show the server's reason", async ({
    browser,
    site,
    organiser,
  }) => {
    const helper = await readyParticipant(uniqueEmail("helper"));
    const page = await openConsole(browser, `${site.url}/admin/organisers`, organiser.token);
    const email = page.getByRole("textbox", { name: "Participant's e-mail" });
    await email.fill(helper.email);
    await page.getByRole("button", { name: "Grant organiser role" }).click();
    await shows(page, `Yay! ${helper.email} is now an organiser.`);
    await expect(email).toHaveValue("");
    await expect(page.getByRole("cell", { name: helper.email, exact: true })).toBeVisible();

    await email.fill(helper.email);
    await page.getByRole("button", { name: "Grant organiser role" }).click();
    await shows(page, "This participant is already an organiser.");
    await email.fill(uniqueEmail("nobody"));
    await page.getByRole("button", { name: "Grant organiser role" }).click();
    await shows(page, "No participant has signed up with this e-mail.");

    await page.getByRole("button", { name: `Remove ${helper.email}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
    await shows(page, `Yay! ${helper.email} is no longer an organiser.`);

    // Removed elsewhere while this page still lists them: the server's 404 reason.
    const other = await readyParticipant(uniqueEmail("other"));
    await email.fill(other.email);
    await page.getByRole("button", { name: "Grant organiser role" }).click();
    await shows(page, `Yay! ${other.email} is now an organiser.`);
    await page.getByRole("button", { name: `Remove ${other.email}` }).waitFor();
    expect((await api("DELETE", `admin/organisers/${other.userId}/`, organiser.token)).status).toBe(204);
    await page.getByRole("button", { name: `Remove ${other.email}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
    await shows(page, "Oops... Not removed: This participant is not an organiser.");
    await page.context().close();
  });

  test("registration: opening and closing say so; a refusal shows the server's reason", async ({
    browser,
    site,
    organiser,
  }) => {
    // An organiser of their own, whose role is removed while their console is open: the server then refuses.
    const deputy = await readyParticipant(uniqueEmail("deputy"));
    expect((await api("POST", "admin/organisers/", organiser.token, { email: deputy.email })).status).toBe(201);
    const page = await openConsole(browser, `${site.url}/admin/events`, deputy.token);
    const toggle = async (action: "Close" | "Open") => {
      await page.getByRole("button", { name: `${action} registration for ${seededName(secondSoloEvent)}` }).click();
      await page
        .getByRole("dialog")
        .getByRole("button", { name: `${action} registration`, exact: true })
        .click();
    };
    await toggle("Close");
    await shows(page, `Yay! Registration for ${seededName(secondSoloEvent)} is now closed.`);
    await toggle("Open");
    await shows(page, `Yay! Registration for ${seededName(secondSoloEvent)} is now open.`);

    expect((await api("DELETE", `admin/organisers/${deputy.userId}/`, organiser.token)).status).toBe(204);
    await toggle("Close");
    await shows(page, "Oops... Registration was not changed: You do not have permission to perform this action.");
    const summary = await api("GET", "admin/summary/", organiser.token);
    const events = (summary.body as { events: Array<{ slug: string; is_registration_on: boolean }> }).events;
    expect(events.find((event) => event.slug === secondSoloEvent)?.is_registration_on).toBe(true);
    await page.context().close();
  });

  test("exports: a refused download shows the server's reason and saves nothing", async ({
    browser,
    site,
    organiser,
  }) => {
    const deputy = await readyParticipant(uniqueEmail("exporter"));
    expect((await api("POST", "admin/organisers/", organiser.token, { email: deputy.email })).status).toBe(201);
    const page = await openConsole(browser, `${site.url}/admin/teams`, deputy.token);
    const exportButton = page.getByRole("button", { name: "Export CSV" });
    await expect(exportButton).toBeEnabled();
    expect((await api("DELETE", `admin/organisers/${deputy.userId}/`, organiser.token)).status).toBe(204);
    let downloaded = false;
    page.on("download", () => (downloaded = true));
    await exportButton.click();
    await shows(page, "Oops... You do not have permission to perform this action.");
    await expect(exportButton).toBeEnabled();
    expect(downloaded).toBe(false);
    await page.context().close();
  });

  test("teams: removing a member says so; removing the last member is refused with the server's reason", async ({
    browser,
    site,
    organiser,
  }) => {
    // Two teams of two in the fourth event for teams (no browser test publishes its results, which would make its teams final).
    const pairs = await Promise.all(
      ["Rima", "Sol"].map(async (prefix) => {
        const [creator, joiner] = await Promise.all(
          ["Lead", "Mate"].map(async (role) => {
            const me = await readyParticipant(uniqueEmail(role.toLowerCase()));
            await completeProfile(me.token, { name: `${prefix} ${role} ${me.userId}` });
            return { ...me, name: `${prefix} ${role} ${me.userId}` };
          }),
        );
        const events = (await api("GET", "events/", creator.token)).body as Array<{ id: number; slug: string }>;
        const teamEventRow = events.find((event) => event.slug === fourthTeamEvent);
        const teamName = `${prefix} Pair ${creator.userId}`;
        const created = await api("POST", "teams/create/", creator.token, {
          event: teamEventRow?.id,
          team_name: teamName,
        });
        const team = created.body as { id: number; access_code: string };
        expect((await api("POST", "teams/join/", joiner.token, { access_code: team.access_code })).status).toBe(200);
        return { creator, joiner, teamId: team.id, teamName };
      }),
    );
    const [removed, refused] = pairs;
    const page = await openConsole(browser, `${site.url}/admin/teams`, organiser.token);
    const search = page.getByRole("searchbox", { name: "Search teams" });

    await search.fill(removed.teamName);
    await page.getByRole("button", { name: `Remove ${removed.joiner.name} from ${removed.teamName}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
    await shows(page, `Yay! Removed ${removed.joiner.name} from ${removed.teamName}. The team has a new access code.`);
    const listed = await api("GET", `admin/teams/?search=${encodeURIComponent(removed.teamName)}`, organiser.token);
    expect(JSON.stringify(listed.body)).toContain(removed.creator.name);
    expect(JSON.stringify(listed.body)).not.toContain(removed.joiner.name);

    // The other member leaves while the console still lists both: the server refuses to empty the team.
    await search.fill(refused.teamName);
    const removeCreator = page.getByRole("button", { name: `Remove ${refused.creator.name} from ${refused.teamName}` });
    await expect(removeCreator).toBeVisible();
    expect((await api("DELETE", `teams/${refused.teamId}/`, refused.joiner.token)).status).toBe(204);
    await removeCreator.click();
    await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
    await shows(page, `Oops... Not removed: ${LAST_MEMBER_MESSAGE}`);
    await page.context().close();
  });

  test("results and certificates: saving, uploading, publishing and revoking refusals show the server's reason", async ({
    browser,
    site,
    organiser,
  }) => {
    // The third event for one person: no other browser test uses it, and its results get published here (which makes its teams final).
    const [first, gone, kept] = await participantsWithTeams(thirdSoloEvent, ["Mira First", "Gabe Gone", "Kit Kept"]);
    const page = await openConsole(browser, `${site.url}/admin/results`, organiser.token);
    await page.getByRole("combobox", { name: "Event" }).click();
    await page.getByRole("option", { name: seededName(thirdSoloEvent) }).click();
    const rank = async (teamName: string, value: string) => {
      await page.getByRole("searchbox", { name: `Search the teams of ${seededName(thirdSoloEvent)}` }).fill(teamName);
      const field = page.getByRole("textbox", { name: `Rank of ${teamName}`, exact: true });
      await expect(field).toBeVisible();
      await field.fill(value);
    };
    await rank(first.teamName, "1");
    await rank(gone.teamName, "2");
    // A ranked team is deleted by its creator before the draft is saved: the server names it.
    expect((await api("DELETE", `teams/${gone.teamId}/`, gone.token)).status).toBe(204);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("alert").filter({ hasText: `No team has the id ${gone.teamId}.` })).toBeVisible();

    // A CSV naming a team that does not exist: the server's line, under the file's name.
    await page.getByLabel("CSV file of results").setInputFiles({
      name: `${thirdSoloEvent}.csv`,
      mimeType: "text/csv",
      buffer: Buffer.from(`team,rank\n${first.teamId},1\nNOSUCH9,2\n`),
    });
    const refusal = page.getByRole("alert").filter({ hasText: `${thirdSoloEvent}.csv was not accepted:` });
    await expect(refusal).toContainText(
      // Rows are counted as the spreadsheet shows them, the header being row 1.
      'Row 3: no team has the access code or id "NOSUCH9".',
    );

    // A good file is saved as the draft.
    await page.getByLabel("CSV file of results").setInputFiles({
      name: `${thirdSoloEvent}.csv`,
      mimeType: "text/csv",
      buffer: Buffer.from(`team,rank\n${first.teamId},1\n${kept.teamId},\n`),
    });
    await page.getByRole("button", { name: "Save these results as the draft" }).click();
    await shows(page, `Yay! Saved the draft results of ${seededName(thirdSoloEvent)} from ${thirdSoloEvent}.csv.`);

    // An organiser whose role is removed while their console is open: publishing is refused, nothing is issued.
    const deputy = await readyParticipant(uniqueEmail("deputy"));
    expect((await api("POST", "admin/organisers/", organiser.token, { email: deputy.email })).status).toBe(201);
    const deputyPage = await openConsole(browser, `${site.url}/admin/results`, deputy.token);
    await deputyPage.getByRole("combobox", { name: "Event" }).click();
    await deputyPage.getByRole("option", { name: seededName(thirdSoloEvent) }).click();
    const publish = deputyPage.getByRole("button", { name: "Publish results and issue certificates" });
    await expect(publish).toBeEnabled();
    expect((await api("DELETE", `admin/organisers/${deputy.userId}/`, organiser.token)).status).toBe(204);
    await publish.click();
    await deputyPage.getByRole("dialog").getByRole("button", { name: "Publish" }).click();
    await shows(deputyPage, "Oops... Not published: You do not have permission to perform this action.");
    expect((await api("GET", "certificates/", first.token)).body).toEqual([]);
    await deputyPage.context().close();

    // Published; a certificate revoked elsewhere while the list still offers it: the server says it already is.
    const published = await api("POST", `admin/events/${first.eventId}/results/publish/`, organiser.token, {});
    expect(published.status).toBe(200);
    const mine = (await api("GET", "certificates/", first.token)).body as Array<{ id: string; kind: string }>;
    const merit = mine.find((certificate) => certificate.kind === "merit");
    const certificates = await openConsole(browser, `${site.url}/admin/certificates`, organiser.token);
    await certificates.getByRole("searchbox", { name: "Search certificates" }).fill(merit?.id ?? "");
    // The search's answer has come when one certificate is left to revoke (the first page lists several).
    await expect(certificates.getByRole("button", { name: /^Revoke / })).toHaveCount(1);
    const revoke = certificates.getByRole("button", { name: "Revoke Mira First's certificate of merit" });
    await expect(revoke).toBeVisible();
    expect(
      (
        await api(
          "DELETE",
          `admin/certificates/${merit?.id}/?reason=${encodeURIComponent("Checked twice")}`,
          organiser.token,
        )
      ).status,
    ).toBe(204);
    await revoke.click();
    const dialog = certificates.getByRole("dialog");
    await dialog.getByRole("textbox", { name: /Reason/ }).fill("Rank withdrawn");
    await dialog.getByRole("button", { name: "Revoke" }).click();
    await shows(certificates, "Oops... Not revoked: This certificate is already revoked.");
    await certificates.context().close();
    await page.context().close();
  });
});
