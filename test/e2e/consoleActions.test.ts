import { expect, test, type Browser, type Page } from "./support/fixtures";
import { E2E_API_BASE_URL, readyParticipant, uniqueEmail } from "./support/stack";

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

const shows = (page: Page, text: string) => expect(page.getByText(text, { exact: true })).toBeVisible();

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
    await shows(page, "Not found.");
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
      await page.getByRole("button", { name: `${action} registration for Manthan` }).click();
      await page
        .getByRole("dialog")
        .getByRole("button", { name: `${action} registration`, exact: true })
        .click();
    };
    await toggle("Close");
    await shows(page, "Yay! Registration for Manthan is now closed.");
    await toggle("Open");
    await shows(page, "Yay! Registration for Manthan is now open.");

    expect((await api("DELETE", `admin/organisers/${deputy.userId}/`, organiser.token)).status).toBe(204);
    await toggle("Close");
    await shows(page, "Oops... Registration was not changed: You do not have permission to perform this action.");
    const summary = await api("GET", "admin/summary/", organiser.token);
    const events = (summary.body as { events: Array<{ slug: string; is_registration_on: boolean }> }).events;
    expect(events.find((event) => event.slug === "manthan")?.is_registration_on).toBe(true);
    await page.context().close();
  });
});
