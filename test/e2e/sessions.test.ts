import { seededName, teamEvents } from "../support/seedEvents";
import { sidewaysScroll } from "./support/browser";
import { expect, test, type BrowserContext, type Page, type Request, type Route } from "./support/fixtures";
import { E2E_API_BASE_URL, readyParticipant, uniqueEmail } from "./support/stack";

const [teamEvent] = teamEvents(1);

test.describe.configure({ timeout: 180_000 });
const TIMEOUT_TEXT = "Oops... The server did not answer in time. Check your connection and try again.";

async function apiCall<T>(
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const response = await fetch(E2E_API_BASE_URL + path, {
    method,
    headers: { "Content-Type": "application/json", Authorization: `Token ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : null) as T };
}

/** A participant with a team of their own in the first event for teams: its name and access code are theirs alone. */
async function participantWithTeam(name: string) {
  const me = await readyParticipant(uniqueEmail(name));
  const events = await apiCall<Array<{ id: number; slug: string }>>("GET", "events/", me.token);
  const teamCard = events.json.find((event) => event.slug === teamEvent);
  const teamName = `Secret Crew ${me.userId}`;
  const team = await apiCall<{ access_code: string }>("POST", "teams/create/", me.token, {
    event: teamCard?.id,
    team_name: teamName,
  });
  expect(team.json.access_code).toEqual(expect.any(String));
  return { ...me, teamName, accessCode: team.json.access_code };
}

/** A page of the site signed in with `token`, set once (a later logout must stick). */
async function signIn(page: Page, token: string, path: string) {
  await page.goto("/");
  await page.evaluate((value) => localStorage.setItem("auth-token", value), token);
  await page.goto(path);
}

const carries = (request: Request, token: string) => request.headers().authorization === `Token ${token}`;

/** Holds the events/ reads sent with `token` until released: a slow network for that user only. */
async function holdEventsOf(context: BrowserContext, token: string) {
  const held: Route[] = [];
  let seen: () => void = () => undefined;
  const first = new Promise<void>((resolve) => (seen = resolve));
  await context.route(/\/api\/events\/$/, async (route) => {
    if (!carries(route.request(), token)) return route.continue();
    held.push(route);
    seen();
  });
  return { first, release: () => Promise.all(held.splice(0).map((route) => route.continue())) };
}

async function cachedApiBodies(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const bodies: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (!request.url.includes("/api/")) continue;
        bodies.push((await (await cache.match(request))?.text()) ?? "");
      }
    }
    return bodies.join("\n");
  });
}

test.describe("sessions in the browser, against the real API", () => {
  test.use({ serviceWorkers: "allow" });

  test("keeps nothing of a signed-in answer that lands after logout: the next person offline sees no trace of it", async ({
    context,
    page,
    site,
  }) => {
    const [alice, bob] = await Promise.all([participantWithTeam("alice"), readyParticipant(uniqueEmail("bob"))]);
    await page.goto("/");
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    const slow = await holdEventsOf(context, alice.token);
    await signIn(page, alice.token, "/dashboard/events");
    await slow.first;
    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(`${site.url}/`);
    expect(await page.evaluate(() => localStorage.getItem("auth-token"))).toBeNull();

    const finished = context.waitForEvent("requestfinished", { predicate: (request) => carries(request, alice.token) });
    await slow.release();
    await finished;

    await context.setOffline(true);
    await signIn(page, bob.token, "/dashboard/events");
    await expect(page.getByText(new RegExp(`Your events could not be loaded|${alice.teamName}`)).first()).toBeVisible();
    expect(await page.getByText(alice.teamName).count()).toBe(0);
    expect(await page.getByText(alice.accessCode).count()).toBe(0);
    expect(await page.getByRole("button", { name: /Delete/ }).count()).toBe(0);
    const cached = await cachedApiBodies(page);
    expect(cached).not.toContain(alice.teamName);
    expect(cached).not.toContain(alice.accessCode);
  });

  test.describe("without a service worker", () => {
    test.use({ serviceWorkers: "block" });

    test("logs out every tab of the browser at once, and the API no longer accepts the token", async ({
      context,
      page: first,
      site,
    }) => {
      const me = await readyParticipant(uniqueEmail("tabs"));
      const second = await context.newPage();
      await signIn(first, me.token, "/dashboard");
      await expect(first.getByText("Test Participant").first()).toBeVisible();
      await second.goto("/dashboard");
      await expect(second.getByText("Test Participant").first()).toBeVisible();

      await first.getByRole("banner").getByRole("button", { name: "Logout" }).click();
      await expect(second).toHaveURL(`${site.url}/`);
      await expect(second.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
      expect(await second.getByText("Test Participant").count()).toBe(0);
      await expect.poll(async () => (await apiCall("GET", "profile/", me.token)).status, { timeout: 10_000 }).toBe(401);
    });

    test("gives the profile form back what was typed when the session ended mid-edit and the user signs in again", async ({
      page,
      site,
    }) => {
      const me = await readyParticipant(uniqueEmail("draft"));
      await signIn(page, me.token, "/profile/edit");
      const name = page.getByLabel(/^Full name/);
      await name.fill("Drafted Person");
      await page.getByRole("button", { name: "Next" }).click();
      await page.getByLabel(/^Branch/).fill("Drafted Branch");

      // The session ends elsewhere (signed out everywhere from another device): the save gets a real 401.
      expect((await apiCall("POST", "logout/all/", me.token)).status).toBe(204);
      await page.getByRole("button", { name: "Save profile" }).click();
      await expect(page).toHaveURL(/\/login\?redirect=/);
      await page.getByRole("textbox", { name: /^E-mail/ }).fill(me.email);
      await page.getByLabel(/^Password/).fill(me.password);
      await page.getByRole("button", { name: "Sign in" }).click();

      await expect(page).toHaveURL(`${site.url}/profile/edit`);
      await expect(page.getByLabel(/^Full name/)).toHaveValue("Drafted Person");
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page.getByLabel(/^Branch/)).toHaveValue("Drafted Branch");
      await page.getByRole("button", { name: "Save profile" }).click();
      await expect(page.getByText("Yay! Profile saved. Add your coding handles, or finish.")).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.getItem("draft:profile"))).toBeNull();
    });

    test("gives up on a create that the server never answers, says so and enables the button again", async ({
      context,
      page,
    }) => {
      const me = await readyParticipant(uniqueEmail("hung"));
      await context.route(/\/api\/teams\/create\/$/, () => undefined);
      await signIn(page, me.token, "/dashboard/events");
      const teamCard = page.getByRole("article", { name: seededName(teamEvent) });
      await teamCard.getByLabel("Team name").fill("Waiting Room");
      await teamCard.getByRole("button", { name: "Create team" }).click();
      await expect(teamCard.getByRole("button", { name: "Creating…" })).toBeVisible();

      // The app's limit is 20 seconds.
      await expect(page.getByText(TIMEOUT_TEXT)).toBeVisible({ timeout: 60_000 });
      await expect(teamCard.getByRole("button", { name: "Create team" })).toBeEnabled();
      await expect(teamCard.getByLabel("Team name")).toHaveValue("Waiting Room");
    });
  });
});

test("the dashboard lists the signed-in browsers, accessible and within the screen on a phone in dark and on a desktop", async ({
  browser,
  site,
  signedIn,
  axe,
}) => {
  for (const [width, theme] of [
    [375, "dark"],
    [1440, "light"],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript(
      ([token, chosen]) => {
        window.localStorage.setItem("auth-token", token);
        window.localStorage.setItem("theme", chosen);
      },
      [signedIn.token, theme],
    );
    const page = await context.newPage();
    await page.goto(`${site.url}/dashboard`);
    const card = page.getByRole("region", { name: "Your sessions" });
    // The overview's last sections load as the participant scrolls down to them.
    await expect(async () => {
      await page.mouse.wheel(0, 2000);
      await expect(card).toBeAttached({ timeout: 1000 });
    }).toPass();
    await expect(card.getByRole("list", { name: "Signed-in browsers" }).getByRole("listitem")).toHaveCount(1);
    expect(await axe(page, { include: 'section[aria-labelledby="sessions-heading"]' })).toEqual([]);
    expect({ width, sideways: await sidewaysScroll(page) }).toEqual({ width, sideways: 0 });
    await context.close();
  }
});
