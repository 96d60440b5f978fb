import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { extractPdfText, pageText } from "../support/pdfText";
import { call, openSitePage as openPage, participantsWithTeams } from "./support/certificateFlow";
import { expect, test, type Page } from "./support/fixtures";

// SHOTS_DIR=/some/dir saves screenshots of the verification page and the downloaded PDF there for a person to look at.
const SHOTS_DIR = process.env.SHOTS_DIR;

const NAMES = { download: "अनन्या Sharma", verify: "Zoë Ünal-Łukasiewicz" };
let people: Record<keyof typeof NAMES, { token: string; name: string; certificateId: string }>;

// Certificates come with the results (docs/API.md): here an organiser lists two Enigma teams as having taken part and
// publishes through the API (Linguipedia's go through the console: resultsConsole.test.ts; no other browser test registers for either, since published results make an event's teams final).
test.beforeAll(async ({ organiser }) => {
  if (SHOTS_DIR) await mkdir(SHOTS_DIR, { recursive: true });
  const [download, verify] = await participantsWithTeams("enigma", [NAMES.download, NAMES.verify]);
  await call("PUT", `admin/events/${download.eventId}/results/`, organiser.token, {
    ranking: [],
    participated: [download.teamId, verify.teamId],
  });
  await call("POST", `admin/events/${download.eventId}/results/publish/`, organiser.token, {});
  const certificateOf = async (token: string) =>
    (await call<Array<{ id: string }>>("GET", "certificates/", token))[0].id;
  people = {
    download: { ...download, certificateId: await certificateOf(download.token) },
    verify: { ...verify, certificateId: await certificateOf(verify.token) },
  };
});

async function shoot(page: Page, name: string) {
  if (SHOTS_DIR) await page.screenshot({ path: path.join(SHOTS_DIR, `cert-${name}.png`), fullPage: true });
}

test.describe("certificates against the real API", () => {
  test("downloads a PDF whose text holds the participant's name, the event and the certificate id", async ({
    browser,
    site,
    axe,
  }) => {
    const me = people.download;
    const page = await openPage(browser, `${site.url}/dashboard`, { token: me.token });
    const button = page.getByRole("button", { name: "Download certificate for Enigma" });
    await expect(button).toBeVisible();
    await shoot(page, "dashboard-1440-light");
    expect(await axe(page, { include: 'section[aria-labelledby="certificates-heading"]' })).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
    expect(download.suggestedFilename()).toBe("codefest-20-certificate-enigma.pdf");
    const bytes = await readFile(await download.path());
    if (SHOTS_DIR) await writeFile(path.join(SHOTS_DIR, "cert-download.pdf"), bytes);
    const extracted = await extractPdfText(new Uint8Array(bytes));
    const text = pageText(extracted);
    expect(text).toContain("अनन्या");
    expect(text).toContain("Sharma");
    expect(text).toContain("Enigma");
    expect(text).toContain("Codefest '20");
    expect(text).toContain(`Certificate ID: ${me.certificateId}`);
    expect(text).toContain(`${site.url}/certificates/${me.certificateId}`);
    expect(extracted.pages[0].links).toEqual([`${site.url}/certificates/${me.certificateId}`]);
    await expect(page.getByText("Yay! Your Enigma certificate is downloading.")).toBeVisible();
    await page.context().close();
  });

  test("confirms the real certificate on its public page, at desktop and phone widths", async ({
    browser,
    site,
    axe,
  }) => {
    const me = people.verify;
    for (const [width, theme] of [
      [1440, "light"],
      [375, "light"],
      [1440, "dark"],
    ] as const) {
      const page = await openPage(browser, `${site.url}/certificates/${me.certificateId}`, { width, theme });
      await expect(page.getByRole("heading", { name: "This certificate is genuine" })).toBeVisible();
      expect(await page.getByRole("definition").allTextContents()).toEqual([
        "Zoë Ünal-Łukasiewicz",
        "Enigma",
        "Certificate of participation",
        "Codefest '20",
        expect.stringMatching(/^\d{1,2} [A-Z][a-z]+ \d{4}$/),
        me.certificateId,
      ]);
      await expect(page).toHaveTitle("Codefest '20 | Certificate");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
      expect(await axe(page)).toEqual([]);
      await shoot(page, `verify-${width}-${theme}`);
      await page.context().close();
    }
  });

  test("denies a made-up id", async ({ browser, site, axe }) => {
    const page = await openPage(browser, `${site.url}/certificates/MadeUpCertificate0000001`, { width: 375 });
    await expect(page.getByRole("heading", { name: "No certificate with this id" })).toBeVisible();
    expect(await page.getByText("This certificate is genuine").count()).toBe(0);
    expect(await axe(page)).toEqual([]);
    await shoot(page, "deny-375-light");
    await page.context().close();
  });
});
