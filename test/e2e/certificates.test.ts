import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { extractPdfText, pageText } from "../support/pdfText";
import { launchBrowser } from "./support/browser";
import { call, openSitePage, participantsWithTeams } from "./support/certificateFlow";
import { organiserSession } from "./support/stack";
import { serveStatic, type StaticServer } from "./support/staticServer";

jest.setTimeout(240_000);

// SHOTS_DIR=/some/dir saves screenshots of the verification page and the downloaded PDF there for a person to look at.
const SHOTS_DIR = process.env.SHOTS_DIR;
const WAIT = { timeout: 20_000 };

let browser: Browser;
let site: StaticServer;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchBrowser(), serveStatic(process.env.E2E_DIST_DIR)]);
  if (SHOTS_DIR) await mkdir(SHOTS_DIR, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const NAMES = { download: "अनन्या Sharma", verify: "Zoë Ünal-Łukasiewicz" };
let people: Record<keyof typeof NAMES, { token: string; name: string; certificateId: string }>;

// Certificates come with the results (docs/API.md): here an organiser lists two Enigma teams as having taken part and
// publishes through the API (Capture The Flag's go through the console: resultsConsole.test.ts).
beforeAll(async () => {
  const [download, verify] = await participantsWithTeams("enigma", [NAMES.download, NAMES.verify]);
  const organiser = await organiserSession();
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

const openPage = (urlPath: string, options?: Parameters<typeof openSitePage>[3]) =>
  openSitePage(browser, site.url, urlPath, options);

async function expectNoAxeViolations(page: Page, selector?: string) {
  const builder = new AxeBuilder({ page });
  const { violations } = await (selector ? builder.include(selector) : builder).analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`),
  ).toEqual([]);
}

async function shoot(page: Page, name: string) {
  if (SHOTS_DIR) await page.screenshot({ path: path.join(SHOTS_DIR, `cert-${name}.png`), fullPage: true });
}

describe("certificates against the real API", () => {
  it("downloads a PDF whose text holds the participant's name, the event and the certificate id", async () => {
    const me = people.download;
    const page = await openPage("/dashboard", { token: me.token });
    const button = page.getByRole("button", { name: "Download certificate for Enigma" });
    await button.waitFor(WAIT);
    await shoot(page, "dashboard-1440-light");
    await expectNoAxeViolations(page, 'section[aria-labelledby="certificates-heading"]');
    const [download] = await Promise.all([page.waitForEvent("download", WAIT), button.click()]);
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
    await page.getByText("Yay! Your Enigma certificate is downloading.").waitFor(WAIT);
    await page.context().close();
  });

  it("confirms the real certificate on its public page, at desktop and phone widths", async () => {
    const me = people.verify;
    for (const [width, theme] of [
      [1440, "light"],
      [375, "light"],
      [1440, "dark"],
    ] as const) {
      const page = await openPage(`/certificates/${me.certificateId}`, { width, theme });
      await page.getByRole("heading", { name: "This certificate is genuine" }).waitFor(WAIT);
      expect(await page.getByRole("definition").allTextContents()).toEqual([
        "Zoë Ünal-Łukasiewicz",
        "Enigma",
        "Certificate of participation",
        "Codefest '20",
        expect.stringMatching(/^\d{1,2} [A-Z][a-z]+ \d{4}$/),
        me.certificateId,
      ]);
      expect(await page.title()).toBe("Codefest '20 | Certificate");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
      await expectNoAxeViolations(page);
      await shoot(page, `verify-${width}-${theme}`);
      await page.context().close();
    }
  });

  it("denies a made-up id", async () => {
    const page = await openPage("/certificates/MadeUpCertificate0000001", { width: 375 });
    await page.getByRole("heading", { name: "No certificate with this id" }).waitFor(WAIT);
    expect(await page.getByText("This certificate is genuine").count()).toBe(0);
    await expectNoAxeViolations(page);
    await shoot(page, "deny-375-light");
    await page.context().close();
  });
});
