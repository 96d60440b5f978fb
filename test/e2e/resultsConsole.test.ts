import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { LeaderboardReport } from "../../contract/results";
import { extractPdfText, pageText } from "../support/pdfText";
import { seededName, soloEvents, teamEvents } from "../support/seedEvents";
import { appTookOver } from "./support/browser";
import { call, openSitePage, participantsWithTeams } from "./support/certificateFlow";
import { expect, test, type Page } from "./support/fixtures";
import { E2E_API_BASE_URL } from "./support/stack";

const [, , thirdTeamEvent] = teamEvents(3);
const [, secondSoloEvent] = soloEvents(2);

const REASON = "Rank withdrawn after a rules review";
// SHOTS_DIR=/some/dir saves the leaderboard's preview at 1440 and 375 px, light and dark, for a person to look at.
const SHOTS_DIR = process.env.SHOTS_DIR;

/** Finds a team in the results editor by its name (a search on the server) and types its rank. */
async function rankTeam(page: Page, teamName: string, rank: string) {
  await page.getByRole("searchbox", { name: `Search the teams of ${seededName(thirdTeamEvent)}` }).fill(teamName);
  const field = page.getByRole("textbox", { name: `Rank of ${teamName}`, exact: true });
  await expect(field).toBeVisible();
  await field.fill(rank);
}

test.describe("results through the console, against the real API", () => {
  test("publishes ranks entered in the console; the winner's certificate of merit verifies until it is revoked", async ({
    browser,
    site,
    organiser,
  }) => {
    test.setTimeout(240_000);
    const [winner, second] = await participantsWithTeams(thirdTeamEvent, ["Wanjiru Winner", "Ravi Runner-Up"]);
    const open = (path: string, token?: string) => openSitePage(browser, site.url + path, { token });

    const editor = await open("/admin/results", organiser.token);
    await editor.getByRole("combobox", { name: "Event" }).click();
    await editor.getByRole("option", { name: seededName(thirdTeamEvent) }).click();
    await rankTeam(editor, winner.teamName, "1");
    await rankTeam(editor, second.teamName, "2");
    await expect(editor.getByText("On all pages: 2 ranked teams, 0 more that took part.")).toBeVisible();
    await editor.getByRole("button", { name: "Save draft" }).click();
    await expect(editor.getByText(`Yay! Saved the draft results of ${seededName(thirdTeamEvent)}.`)).toBeVisible();
    await editor.getByRole("button", { name: "Publish results and issue certificates" }).click();
    const dialog = editor.getByRole("dialog", { name: `Publish the results of ${seededName(thirdTeamEvent)}?` });
    // Each of the two one-member teams: participation, and merit for ranks 1 and 2.
    await expect(dialog).toContainText("4 certificates will be issued");
    await dialog.getByRole("button", { name: "Publish" }).click();
    await expect(
      editor.getByText(`Yay! Published the results of ${seededName(thirdTeamEvent)}: 4 certificates issued.`),
    ).toBeVisible();
    await expect(editor.getByText("These results are published: correct them with a CSV file below.")).toBeVisible();

    const dashboard = await open("/dashboard", winner.token);
    await expect(dashboard.getByText(`${seededName(thirdTeamEvent)}: Certificate of merit (Winner)`)).toBeVisible();
    const verifyLink = dashboard.getByRole("link", {
      name: `Verification page for ${seededName(thirdTeamEvent)}: Certificate of merit (Winner)`,
    });
    await expect(verifyLink).toHaveAttribute("href", /^\/certificates\/[A-Za-z0-9_-]{22}$/);
    const certificateId = (await verifyLink.getAttribute("href"))?.split("/").pop() ?? "";
    const [download] = await Promise.all([
      dashboard.waitForEvent("download"),
      dashboard.getByRole("button", { name: `Download certificate for ${seededName(thirdTeamEvent)} merit` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`codefest-20-certificate-${thirdTeamEvent}-merit.pdf`);
    const extracted = await extractPdfText(new Uint8Array(await readFile(await download.path())));
    const text = pageText(extracted);
    expect(text).toContain("Wanjiru Winner");
    expect(text).toContain("is the Winner of");
    expect(text).toContain(seededName(thirdTeamEvent));
    expect(extracted.pages[0].links).toEqual([`${site.url}/certificates/${certificateId}`]);

    const verification = await open(`/certificates/${certificateId}`);
    await expect(verification.getByRole("heading", { name: "This certificate is genuine" })).toBeVisible();
    expect(await verification.getByRole("definition").allTextContents()).toEqual([
      "Wanjiru Winner",
      seededName(thirdTeamEvent),
      "Certificate of merit (Winner)",
      "Codefest '20",
      expect.stringMatching(/^\d{1,2} [A-Z][a-z]+ \d{4}$/),
      certificateId,
    ]);

    const event = await open(`/events/${thirdTeamEvent}`);
    await appTookOver(event);
    await event.getByRole("link", { name: "See the results" }).click();
    await expect(event.getByText(winner.teamName).first()).toBeVisible();

    const certificates = await open("/admin/certificates", organiser.token);
    await certificates.getByRole("searchbox", { name: "Search certificates" }).fill(certificateId);
    await certificates.getByRole("button", { name: "Revoke Wanjiru Winner's certificate of merit" }).click();
    const revoke = certificates.getByRole("dialog");
    await revoke.getByRole("textbox", { name: /Reason/ }).fill(REASON);
    await revoke.getByRole("button", { name: "Revoke" }).click();
    await expect(certificates.getByText(`Revoked: ${REASON}`)).toBeVisible();

    await verification.reload();
    await expect(verification.getByRole("heading", { name: "This certificate was revoked" })).toBeVisible();
    await expect(verification.getByRole("alert")).toContainText(`: ${REASON}`);
    await expect(verification.getByText("This certificate is genuine")).toHaveCount(0);
    for (const page of [editor, dashboard, verification, event, certificates]) await page.context().close();
  });

  test("a leaderboard by handle after the registration closed: a handle taken later does not move the rank, and the preview says how each row matched", async ({
    browser,
    site,
    organiser,
  }) => {
    test.setTimeout(240_000);
    const [holder, taker] = await participantsWithTeams(secondSoloEvent, ["Hana Holder", "Tariq Taker"]);
    const handle = `holder-${holder.userId}`;
    await call("PUT", "profile/handles/", holder.token, { codeforces: handle });
    // Registration closes by its schedule a moment from now (times are whole seconds); the server says when it has.
    const closesAt = new Date(Math.ceil(Date.now() / 1000) * 1000 + 2000).toISOString();
    await call("PATCH", `admin/events/${holder.eventId}/`, organiser.token, { registration_closes_at: closesAt });
    try {
      const board = `Rank,Handle\r\n1,${handle}\r\n`;
      const previewUrl = `admin/events/${holder.eventId}/results/preview/?key=codeforces&key_column=Handle&rank_column=Rank`;
      const previewed = async () => {
        const response = await fetch(`${E2E_API_BASE_URL}${previewUrl}`, {
          method: "POST",
          headers: { Authorization: `Token ${organiser.token}`, "Content-Type": "text/csv" },
          body: board,
        });
        return ((await response.json()) as { leaderboard: LeaderboardReport }).leaderboard;
      };
      await expect.poll(async () => (await previewed()).handles_as_of).toBe(closesAt.replace(".000Z", "Z"));
      // The holder's team as the server names it (an individual event names it after its member).
      const teamName = (await previewed()).used_rows[0]?.team_name ?? "";
      // After the close the holder moves to another handle and someone else writes theirs.
      await call("PUT", "profile/handles/", holder.token, { codeforces: `${handle}-new` });
      await call("PUT", "profile/handles/", taker.token, { codeforces: handle });

      if (SHOTS_DIR) await mkdir(SHOTS_DIR, { recursive: true });
      for (const [width, theme] of [
        [1440, "light"],
        [1440, "dark"],
        [375, "light"],
        [375, "dark"],
      ] as const) {
        const page = await openSitePage(browser, `${site.url}/admin/results`, { token: organiser.token, width, theme });
        await page.getByRole("combobox", { name: "Event" }).click();
        await page.getByRole("option", { name: seededName(secondSoloEvent) }).click();
        await page.getByRole("combobox", { name: "Rows identify" }).click();
        await page.getByRole("option", { name: "Members by Codeforces handle" }).click();
        await page.getByLabel("CSV file of results").setInputFiles({
          name: `${secondSoloEvent}.csv`,
          mimeType: "text/csv",
          buffer: Buffer.from(board),
        });
        await page.getByRole("combobox", { name: "Column with the handle" }).click();
        await page.getByRole("option", { name: "Handle" }).click();
        await page.getByRole("combobox", { name: "Column with the rank" }).click();
        await page.getByRole("option", { name: "Rank" }).click();
        await page.getByRole("button", { name: "Preview", exact: true }).click();
        const preview = page.getByRole("region", { name: "Preview of the upload" });
        await expect(preview).toContainText(`Adds \u2068${teamName}\u2069: rank 1`);
        await expect(preview).not.toContainText(taker.name);
        await expect(preview).toContainText("Handles are read as they stood at the event's registration close");
        await preview.getByText("How the 1 used row matched").click();
        await expect(preview.getByRole("list", { name: "Rows used" }).getByRole("listitem")).toHaveText([
          `Line 2 (${handle}): \u2068${teamName}\u2069. Matched by Codeforces handle as of the registration close (${closesAt.slice(0, 10)} ${closesAt.slice(11, 19).replace(/:00$/, "")} UTC); later changes do not count.`,
        ]);
        if (SHOTS_DIR) {
          await page.screenshot({
            path: path.join(SHOTS_DIR, `results-leaderboard-${width}-${theme}.png`),
            fullPage: true,
          });
        }
        await page.context().close();
      }
    } finally {
      // Other files register for this event on the same stack: its registration opens again.
      await call("PATCH", `admin/events/${holder.eventId}/`, organiser.token, { registration_closes_at: null });
    }
  });
});
