import { readFile } from "node:fs/promises";
import { extractPdfText, pageText } from "../support/pdfText";
import { appTookOver } from "./support/browser";
import { openSitePage, participantsWithTeams } from "./support/certificateFlow";
import { expect, test, type Page } from "./support/fixtures";

const REASON = "Rank withdrawn after a rules review";

/** Finds a Linguipedia team in the results editor by its name (a search on the server) and types its rank. */
async function rankTeam(page: Page, teamName: string, rank: string) {
  await page.getByRole("searchbox", { name: "Search the teams of Linguipedia" }).fill(teamName);
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
    const [winner, second] = await participantsWithTeams("linguipedia", ["Wanjiru Winner", "Ravi Runner-Up"]);
    const open = (path: string, token?: string) => openSitePage(browser, site.url + path, { token });

    const editor = await open("/admin/results", organiser.token);
    await editor.getByRole("combobox", { name: "Event" }).click();
    await editor.getByRole("option", { name: "Linguipedia" }).click();
    await rankTeam(editor, winner.teamName, "1");
    await rankTeam(editor, second.teamName, "2");
    await expect(editor.getByText("On all pages: 2 ranked teams, 0 more that took part.")).toBeVisible();
    await editor.getByRole("button", { name: "Save draft" }).click();
    await expect(editor.getByText("Yay! Saved the draft results of Linguipedia.")).toBeVisible();
    await editor.getByRole("button", { name: "Publish results and issue certificates" }).click();
    const dialog = editor.getByRole("dialog", { name: "Publish the results of Linguipedia?" });
    // Each of the two one-member teams: participation, and merit for ranks 1 and 2.
    await expect(dialog).toContainText("4 certificates will be issued");
    await dialog.getByRole("button", { name: "Publish" }).click();
    await expect(editor.getByText("Yay! Published the results of Linguipedia: 4 certificates issued.")).toBeVisible();
    await expect(editor.getByText("These results are published: correct them with a CSV file below.")).toBeVisible();

    const dashboard = await open("/dashboard", winner.token);
    await expect(dashboard.getByText("Linguipedia: Certificate of merit (Winner)")).toBeVisible();
    const verifyLink = dashboard.getByRole("link", {
      name: "Verification page for Linguipedia: Certificate of merit (Winner)",
    });
    await expect(verifyLink).toHaveAttribute("href", /^\/certificates\/[A-Za-z0-9_-]{22}$/);
    const certificateId = (await verifyLink.getAttribute("href"))?.split("/").pop() ?? "";
    const [download] = await Promise.all([
      dashboard.waitForEvent("download"),
      dashboard.getByRole("button", { name: "Download certificate for Linguipedia merit" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("codefest-20-certificate-linguipedia-merit.pdf");
    const extracted = await extractPdfText(new Uint8Array(await readFile(await download.path())));
    const text = pageText(extracted);
    expect(text).toContain("Wanjiru Winner");
    expect(text).toContain("is the Winner of");
    expect(text).toContain("Linguipedia");
    expect(extracted.pages[0].links).toEqual([`${site.url}/certificates/${certificateId}`]);

    const verification = await open(`/certificates/${certificateId}`);
    await expect(verification.getByRole("heading", { name: "This certificate is genuine" })).toBeVisible();
    expect(await verification.getByRole("definition").allTextContents()).toEqual([
      "Wanjiru Winner",
      "Linguipedia",
      "Certificate of merit (Winner)",
      "Codefest '20",
      expect.stringMatching(/^\d{1,2} [A-Z][a-z]+ \d{4}$/),
      certificateId,
    ]);

    const event = await open("/events/linguipedia");
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
});
