import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { extractPdfText, pageText } from "../support/pdfText";
import { appTookOver, launchBrowser } from "./support/browser";
import { openSitePage, participantsWithTeams } from "./support/certificateFlow";
import { organiserSession } from "./support/stack";
import { serveStatic, type StaticServer } from "./support/staticServer";

jest.setTimeout(240_000);

const WAIT = { timeout: 30_000 };
const REASON = "Rank withdrawn after a rules review";

let browser: Browser;
let site: StaticServer;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchBrowser(), serveStatic(process.env.E2E_DIST_DIR)]);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** Finds a Capture The Flag team in the results editor by its name and types its rank. */
async function rankTeam(page: Page, teamName: string, rank: string) {
  const search = page.getByRole("searchbox", { name: "Search the teams of Capture The Flag" });
  await search.fill(teamName);
  const field = page.getByRole("textbox", { name: `Rank of ${teamName}`, exact: true });
  await field.waitFor(WAIT);
  await field.fill(rank);
}

describe("results through the console, against the real API", () => {
  it("publishes ranks entered in the console; the winner's merit certificate verifies until it is revoked", async () => {
    const [winner, second] = await participantsWithTeams("ctf", ["Wanjiru Winner", "Ravi Runner-Up"]);
    const organiser = await organiserSession();

    const editor = await openSitePage(browser, site.url, "/admin/results", { token: organiser.token });
    await editor.getByRole("combobox", { name: "Event" }).click(WAIT);
    await editor.getByRole("option", { name: "Capture The Flag" }).click();
    await rankTeam(editor, winner.teamName, "1");
    await rankTeam(editor, second.teamName, "2");
    await editor.getByText("On all pages: 2 ranked teams, 0 more that took part.").waitFor(WAIT);
    await editor.getByRole("button", { name: "Save draft" }).click();
    await editor.getByText("Yay! Saved the draft results of Capture The Flag.").waitFor(WAIT);
    await editor.getByRole("button", { name: "Publish results and issue certificates" }).click();
    const dialog = editor.getByRole("dialog", { name: "Publish the results of Capture The Flag?" });
    // Each of the two one-member teams: participation, and merit for ranks 1 and 2.
    await dialog.getByText("4 certificates will be issued", { exact: false }).waitFor(WAIT);
    await dialog.getByRole("button", { name: "Publish" }).click();
    await editor.getByText("Yay! Published the results of Capture The Flag: 4 certificates issued.").waitFor(WAIT);
    await editor.getByText("These results are published; they can no longer change.").waitFor(WAIT);

    const dashboard = await openSitePage(browser, site.url, "/dashboard", { token: winner.token });
    await dashboard.getByText("Capture The Flag: Certificate of merit (Winner)").waitFor(WAIT);
    const verifyLink = dashboard.getByRole("link", { name: "Verification page for Capture The Flag merit" });
    const certificatePath = await verifyLink.getAttribute("href");
    expect(certificatePath).toMatch(/^\/certificates\/[A-Za-z0-9_-]{22}$/);
    const certificateId = certificatePath?.split("/").pop() ?? "";
    const [download] = await Promise.all([
      dashboard.waitForEvent("download", WAIT),
      dashboard.getByRole("button", { name: "Download certificate for Capture The Flag merit" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("codefest-20-certificate-ctf-merit.pdf");
    const extracted = await extractPdfText(new Uint8Array(await readFile(await download.path())));
    const text = pageText(extracted);
    expect(text).toContain("Wanjiru Winner");
    expect(text).toContain("is the Winner of");
    expect(text).toContain("Capture The Flag");
    expect(extracted.pages[0].links).toEqual([`${site.url}/certificates/${certificateId}`]);

    const verification = await openSitePage(browser, site.url, `/certificates/${certificateId}`);
    await verification.getByRole("heading", { name: "This certificate is genuine" }).waitFor(WAIT);
    expect(await verification.getByRole("definition").allTextContents()).toEqual([
      "Wanjiru Winner",
      "Capture The Flag",
      "Certificate of merit (Winner)",
      "Codefest '20",
      expect.stringMatching(/^\d{1,2} [A-Z][a-z]+ \d{4}$/),
      certificateId,
    ]);

    const event = await openSitePage(browser, site.url, "/events/ctf");
    await appTookOver(event);
    await event.getByRole("link", { name: "See the results" }).click(WAIT);
    await event.getByText(winner.teamName).first().waitFor(WAIT);

    const certificates = await openSitePage(browser, site.url, "/admin/certificates", { token: organiser.token });
    await certificates.getByRole("searchbox", { name: "Search certificates" }).fill(certificateId);
    await certificates.getByRole("button", { name: "Revoke Wanjiru Winner's merit certificate" }).click(WAIT);
    const revoke = certificates.getByRole("dialog");
    await revoke.getByRole("textbox", { name: /Reason/ }).fill(REASON);
    await revoke.getByRole("button", { name: "Revoke" }).click();
    await certificates.getByText(`Revoked: ${REASON}`).waitFor(WAIT);

    await verification.reload();
    await verification.getByRole("heading", { name: "This certificate was revoked" }).waitFor(WAIT);
    expect(await verification.getByRole("alert").textContent()).toContain(`: ${REASON}`);
    expect(await verification.getByText("This certificate is genuine").count()).toBe(0);
    for (const page of [editor, dashboard, verification, event, certificates]) await page.context().close();
  });
});
