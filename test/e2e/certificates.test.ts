import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { extractPdfText, pageText } from "../support/pdfText";
import { seededName, teamEvents } from "../support/seedEvents";
import { layoutShiftsSince, recordLayoutShifts, sidewaysScroll, widthThemePairs } from "./support/browser";
import { call, openSitePage as openPage, participantsWithTeams } from "./support/certificateFlow";
import { expect, test, type Page } from "./support/fixtures";
import { readQrCodeFromPdf } from "./support/pdfQrCode";
import { E2E_API_BASE_URL, E2E_API_ORIGIN } from "./support/stack";

const [, secondTeamEvent] = teamEvents(2);

// SHOTS_DIR=/some/dir saves screenshots of the verification page and the downloaded PDF there for a person to look at.
const SHOTS_DIR = process.env.SHOTS_DIR;

const NAMES = {
  download: "अनन्या Sharma",
  verify: "Zoë Ünal-Łukasiewicz",
  check: "Grace Hopper",
  scripts: "கவிதா 王芳",
};
let people: Record<keyof typeof NAMES, { token: string; name: string; certificateId: string; teamName: string }>;

// Certificates come with the results (docs/API.md): here an organiser lists two teams of the second event for teams as having taken part and
// publishes through the API (the third's go through the console: resultsConsole.test.ts; no other browser test registers for either, since published results make an event's teams final).
test.beforeAll(async ({ organiser }) => {
  if (SHOTS_DIR) await mkdir(SHOTS_DIR, { recursive: true });
  const [download, verify, check, scripts] = await participantsWithTeams(secondTeamEvent, [
    NAMES.download,
    NAMES.verify,
    NAMES.check,
    NAMES.scripts,
  ]);
  await call("PUT", `admin/events/${download.eventId}/results/`, organiser.token, {
    ranking: [{ team: check.teamId, rank: 2 }],
    participated: [download.teamId, verify.teamId, scripts.teamId],
  });
  await call("POST", `admin/events/${download.eventId}/results/publish/`, organiser.token, {});
  // A ranked team's members hold a certificate of merit and one of participation: the merit one is checked below.
  const certificateOf = async (token: string, kind = "participation") =>
    (await call<Array<{ id: string; kind: string }>>("GET", "certificates/", token)).find((item) => item.kind === kind)
      ?.id ?? "";
  people = {
    download: { ...download, certificateId: await certificateOf(download.token) },
    verify: { ...verify, certificateId: await certificateOf(verify.token) },
    check: { ...check, certificateId: await certificateOf(check.token, "merit") },
    scripts: { ...scripts, certificateId: await certificateOf(scripts.token) },
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
    const button = page.getByRole("button", { name: `Download certificate for ${seededName(secondTeamEvent)}` });
    await expect(button).toBeVisible();
    await shoot(page, "dashboard-1440-light");
    expect(await axe(page, { include: 'section[aria-labelledby="certificates-heading"]' })).toEqual([]);
    // Reached with the keyboard, the button shows the site's focus ring (it has no ripple to show focus with).
    const certificates = page.locator('section[aria-labelledby="certificates-heading"]');
    await certificates.getByRole("link", { name: "Verification page" }).first().focus();
    await page.keyboard.press("Tab");
    await expect(button).toBeFocused();
    expect(await button.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("solid");
    const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
    expect(download.suggestedFilename()).toBe(`codefest-20-certificate-${secondTeamEvent}.pdf`);
    // The toast shows for 3 s: read while it is there, not after the file's text has been taken apart (seconds on a
    // loaded machine).
    await expect(page.getByText(`Yay! Your ${seededName(secondTeamEvent)} certificate is downloading.`)).toBeVisible();
    const bytes = await readFile(await download.path());
    if (SHOTS_DIR) await writeFile(path.join(SHOTS_DIR, "cert-download.pdf"), bytes);
    const extracted = await extractPdfText(new Uint8Array(bytes));
    const text = pageText(extracted);
    expect(text).toContain("अनन्या");
    expect(text).toContain("Sharma");
    expect(text).toContain(seededName(secondTeamEvent));
    expect(text).toContain("Codefest '20");
    expect(text).toContain(`Certificate ID: ${me.certificateId}`);
    expect(text).toContain(`${site.url}/certificates/${me.certificateId}`);
    expect(extracted.pages[0].links).toEqual([`${site.url}/certificates/${me.certificateId}`]);
    await page.context().close();
    // What a phone's camera reads off the printed page: the QR code opens the same verification page.
    expect(await readQrCodeFromPdf(browser, new Uint8Array(bytes))).toBe(
      `${site.url}/certificates/${me.certificateId}`,
    );
  });

  test("draws a name in Tamil and Chinese with those scripts' fonts, fetched only for that name", async ({
    browser,
    site,
  }) => {
    const me = people.scripts;
    const page = await openPage(browser, `${site.url}/dashboard`, { token: me.token });
    // The worker's requests are the page's in Chromium: the table of the other scripts' files and the files themselves.
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    const fontParts = () =>
      requested
        .filter((url) =>
          /\/js\/certificate-font-files|\/noto-sans-[a-z-]+-(\d+-)?400-normal\.[0-9a-f]+\.woff$/.test(url),
        )
        .map((url) => url.replace(/\.[0-9a-f]+\.(js|woff)$/, "").replace(/-\d+-400-normal$/, "-N-400-normal"));
    const button = page.getByRole("button", { name: `Download certificate for ${seededName(secondTeamEvent)}` });
    await expect(button).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
    const text = pageText(await extractPdfText(new Uint8Array(await readFile(await download.path()))));
    expect(text).toContain("கவிதா");
    // Two Han characters from two of Noto Sans SC's slices: the text reader puts a space between the two fonts' runs.
    expect(text.replace(/\s+/gu, "")).toContain("கவிதா王芳");
    expect(text).toContain(`Certificate ID: ${me.certificateId}`);
    // Latin's file may have come earlier, when the dashboard was idle; Japanese and Korean are not asked for.
    expect(new Set(fontParts().filter((part) => part !== "/assets/noto-sans-latin-400-normal"))).toEqual(
      new Set([
        "/js/certificate-font-files",
        "/assets/noto-sans-tamil-tamil-400-normal",
        "/assets/noto-sans-sc-N-400-normal",
      ]),
    );
    await page.context().close();
  });

  test("downloads a Hindi reader's PDF in Hindi, its link and QR code opening the Hindi verification page", async ({
    browser,
    site,
  }) => {
    const me = people.download;
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    await context.addInitScript((token) => {
      window.localStorage.setItem("auth-token", token);
      window.localStorage.setItem("language", "hi");
    }, me.token);
    const page = await context.newPage();
    await page.goto(`${site.url}/dashboard`);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    // The button's words are the app's (in either language); the event's name is in them as it is.
    const button = page
      .locator('section[aria-labelledby="certificates-heading"]')
      .getByRole("button", { name: new RegExp(`${seededName(secondTeamEvent)}`) });
    const [download] = await Promise.all([page.waitForEvent("download"), button.first().click()]);
    const bytes = new Uint8Array(await readFile(await download.path()));
    if (SHOTS_DIR) await writeFile(path.join(SHOTS_DIR, "cert-download-hi.pdf"), bytes);
    const extracted = await extractPdfText(bytes);
    const text = pageText(extracted).replace(/\s+/g, "");
    for (const words of ["भागीदारी प्रमाणपत्र", "ने इस इवेंट में भाग", `प्रमाणपत्र संख्या: ${me.certificateId}`]) {
      expect(text).toContain(words.replace(/\s+/g, ""));
    }
    expect(text).toContain("अनन्या");
    expect(text).toContain(seededName(secondTeamEvent));
    expect(text).not.toContain("Certificate");
    const verification = `${site.url}/hi/certificates/${me.certificateId}`;
    expect(extracted.pages[0].links).toEqual([verification]);
    await context.close();
    expect(await readQrCodeFromPdf(browser, bytes)).toBe(verification);
  });

  test("starts the PDF maker's worker once the dashboard is idle, not with the page, and the click then works offline", async ({
    browser,
    site,
  }) => {
    const me = people.check;
    // No service worker: nothing but what the page itself fetched is on the device when the connection drops, so the
    // parts the click brings near (the requests and the settings, lower down) cannot be downloaded then.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      acceptDownloads: true,
      serviceWorkers: "block",
    });
    // What the app leaves for the browser's idle time is held until the test declares the page idle; from then on
    // each idle task runs at once, those asked for later included (the section asks in an effect after it renders,
    // which may come after the button is seen).
    await context.addInitScript((token) => {
      window.localStorage.setItem("auth-token", token);
      const held: Array<() => void> = [];
      let idle = false;
      Object.assign(window, {
        declareIdle: () => {
          idle = true;
          held.splice(0).forEach((task) => task());
        },
        requestIdleCallback: (task: () => void) => (idle ? window.setTimeout(() => task(), 0) : held.push(task)),
        cancelIdleCallback: () => undefined,
      });
    }, me.token);
    const page = await context.newPage();
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    const pdfMaker = () =>
      requested
        .filter((url) => /\/js\/certificate-pdf|\/noto-sans-[a-z-]+-400-normal\.[0-9a-f]+\.woff$/.test(url))
        .map((url) => url.replace(/\.[0-9a-f]+\.(js|woff)$/, ""));
    await page.goto(`${site.url}/dashboard`);
    const button = page.getByRole("button", { name: `Download certificate for ${seededName(secondTeamEvent)} merit` });
    await expect(button).toBeVisible();
    expect(pdfMaker()).toEqual([]);
    expect(page.workers()).toEqual([]);
    const started = page.waitForEvent("worker");
    const latinFont = page.waitForResponse(/\/noto-sans-latin-400-normal\.[0-9a-f]+\.woff$/);
    await page.evaluate(() => (window as unknown as { declareIdle: () => void }).declareIdle());
    // The maker's doorway, then its worker, which loads its code and the Latin Noto Sans before any click.
    expect(new URL((await started).url()).pathname).toMatch(/^\/js\/certificate-pdf\.[0-9a-f]+\.js$/);
    await (await latinFont).finished();
    expect(pdfMaker()).toEqual([
      "/js/certificate-pdf-maker",
      "/js/certificate-pdf",
      "/assets/noto-sans-latin-400-normal",
    ]);
    // Everything the PDF needs is on the device: the connection can drop before the click.
    await context.setOffline(true);
    const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
    expect(download.suggestedFilename()).toBe(`codefest-20-certificate-${secondTeamEvent}-merit.pdf`);
    const text = pageText(await extractPdfText(new Uint8Array(await readFile(await download.path()))));
    expect(text).toContain(`Certificate ID: ${me.certificateId}`);
    // Made by the worker started ahead, not by a second one.
    expect(page.workers()).toHaveLength(1);
    // The parts that could not be downloaded say so in their place; the page stays.
    await expect(page.getByText(/^This part of the page could not be downloaded/).first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await context.close();
  });

  test("keeps the dashboard in place on a phone when the certificates arrive while the participant looks at them", async ({
    browser,
    site,
  }) => {
    const me = people.download;
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    // Every layout shift of the page with what moved: the browser's own record, which CLS sums.
    await recordLayoutShifts(context);
    await context.addInitScript((token) => window.localStorage.setItem("auth-token", token), me.token);
    // The certificates come last, once the participant has scrolled down to them: a phone's slow answer.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route(`${E2E_API_BASE_URL}certificates/`, async (route) => {
      await released;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${site.url}/dashboard`);
    await expect(page.getByText(me.teamName)).toBeVisible();
    const section = page.getByRole("region", { name: "Certificates" });
    await expect(section).toContainText("Loading your certificates…");
    await section.scrollIntoViewIfNeeded();
    // The sections under the certificates load as they come near (the scroll): laid out, with their own answers,
    // before the certificates' answer comes, so what moves after it is the certificates' doing.
    for (const name of ["Teammate requests", /^Announcements/, "Your sessions"])
      await expect(page.getByRole("region", { name })).toBeAttached();
    for (const loading of ["Loading your teammate requests…", "Loading announcements…", "Loading your sessions…"])
      await expect(page.getByText(loading)).toHaveCount(0);
    const releasedAt = await page.evaluate(() => performance.now());
    release();
    await expect(
      page.getByRole("button", { name: `Download certificate for ${seededName(secondTeamEvent)}` }),
    ).toBeVisible();
    // Two frames later every shift the answer caused has been recorded.
    const shifts = await layoutShiftsSince(page, releasedAt);
    expect(shifts).toEqual([]);
    await context.close();
  });

  test("shows the dashboard's certificates, with the credential download, at phone width and in dark mode", async ({
    browser,
    site,
    axe,
  }) => {
    const me = people.check;
    for (const [width, theme] of [
      [375, "light"],
      [1440, "dark"],
      [375, "dark"],
    ] as const) {
      const page = await openPage(browser, `${site.url}/dashboard`, { token: me.token, width, theme });
      await expect(
        page.getByRole("button", {
          name: `Download the verifiable credential for ${seededName(secondTeamEvent)} merit`,
        }),
      ).toBeVisible();
      expect(await sidewaysScroll(page)).toBe(0);
      expect(await axe(page, { include: 'section[aria-labelledby="certificates-heading"]' })).toEqual([]);
      await shoot(page, `dashboard-${width}-${theme}`);
      await page.context().close();
    }
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
        seededName(secondTeamEvent),
        "Certificate of participation",
        "Codefest '20",
        expect.stringMatching(/^\d{1,2} [A-Z][a-z]+ \d{4}$/),
        me.certificateId,
      ]);
      await expect(page).toHaveTitle("Codefest '20 | Certificate");
      expect(await sidewaysScroll(page)).toBe(0);
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

/** The verification page's list of what the in-browser check found, once the check has ended. */
const checks = (page: Page) => page.getByRole("status", { name: "What this page checked" });

test.describe("the verification page checks the signed credential in the browser", () => {
  test("reports the signature valid and the certificate not revoked, then revoked once the organiser revokes it", async ({
    browser,
    site,
    organiser,
    axe,
  }) => {
    // Four pages opened (six with SHOTS_DIR), each checked by axe: on a loaded 2-core machine (the whole suite with two
    // workers) six passed the default 2 minutes once. A time limit only, not a wait: every step waits for its state.
    test.slow();
    const me = people.check;
    const url = `${site.url}/certificates/${me.certificateId}`;
    // Each width and each theme once (a laptop in the light theme, a phone in the dark); all four pairs with SHOTS_DIR.
    for (const { width, theme } of widthThemePairs(1440, 375, Boolean(SHOTS_DIR))) {
      const page = await openPage(browser, url, { width, theme });
      const fetched: string[] = [];
      page.on("request", (request) => fetched.push(request.url()));
      await expect(checks(page)).toContainText("Signature valid");
      await expect(checks(page)).toContainText("Not revoked");
      await expect(checks(page)).toContainText(`did:web:127.0.0.1%3A${new URL(E2E_API_ORIGIN).port}`);
      // The issuer's keys come from its did.json at the API's origin; no JSON-LD context is fetched.
      expect(fetched).toContain(`${E2E_API_ORIGIN}/.well-known/did.json`);
      expect(fetched).toContain(`${E2E_API_BASE_URL}credentials/status/0`);
      expect(fetched.filter((item) => /w3\.org|imsglobal|w3id\.org/.test(item))).toEqual([]);
      await expect(page.getByRole("link", { name: "Add to LinkedIn" })).toBeVisible();
      expect(await sidewaysScroll(page)).toBe(0);
      expect(await axe(page)).toEqual([]);
      await shoot(page, `check-valid-${width}-${theme}`);
      await page.context().close();
    }

    const revoked = await fetch(
      `${E2E_API_BASE_URL}admin/certificates/${me.certificateId}/?reason=Team%20disqualified`,
      {
        method: "DELETE",
        headers: { Authorization: `Token ${organiser.token}` },
      },
    );
    expect(revoked.status).toBe(204);
    for (const [width, theme] of [
      [1440, "light"],
      [375, "dark"],
    ] as const) {
      const page = await openPage(browser, url, { width, theme });
      await expect(page.getByRole("heading", { name: "This certificate was revoked" })).toBeVisible();
      // The signed status list says so too: any verifier, not just this site's own records, sees the revocation.
      await expect(checks(page)).toContainText("Revoked by the issuer");
      await expect(checks(page)).toContainText("Signature valid");
      await expect(page.getByRole("link", { name: "Add to LinkedIn" })).toHaveCount(0);
      expect(await axe(page)).toEqual([]);
      await shoot(page, `check-revoked-${width}-${theme}`);
      await page.context().close();
    }
  });

  test("reports a tampered credential's signature as not matching", async ({ browser, site }) => {
    const me = people.verify;
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    // The credential reaches the browser with the holder's name changed, as a forger would hand it over.
    await context.route(`${E2E_API_BASE_URL}certificates/${me.certificateId}/credential`, async (route) => {
      const response = await route.fetch();
      const credential = (await response.json()) as { credentialSubject: { name: string } };
      expect(credential.credentialSubject.name).toBe(me.name);
      credential.credentialSubject.name = "Mallory Forger";
      await route.fulfill({ response, json: credential });
    });
    const page = await context.newPage();
    await page.goto(`${site.url}/certificates/${me.certificateId}`);
    await expect(checks(page)).toContainText("Signature does not match");
    await expect(checks(page)).not.toContainText("Signature valid");
    await shoot(page, "check-tampered-1440-light");
    await context.close();
  });
});
