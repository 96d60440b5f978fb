import type { BrowserContext, Page, Request, Route } from "playwright-core";
import { siteInBrowser } from "./support/site";
import { E2E_API_BASE_URL, readyParticipant, uniqueEmail } from "./support/stack";

jest.setTimeout(180_000);

const env = siteInBrowser();
const WAIT = { timeout: 30_000 };
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

/** A participant with a Capture The Flag team of their own: its name and access code are theirs alone. */
async function participantWithTeam(name: string) {
  const me = await readyParticipant(uniqueEmail(name));
  const events = await apiCall<Array<{ id: number; slug: string }>>("GET", "events/", me.token);
  const ctf = events.json.find((event) => event.slug === "ctf");
  const teamName = `Secret Crew ${me.userId}`;
  const team = await apiCall<{ access_code: string }>("POST", "teams/create/", me.token, {
    event: ctf?.id,
    team_name: teamName,
  });
  expect(team.json.access_code).toEqual(expect.any(String));
  return { ...me, teamName, accessCode: team.json.access_code };
}

/** A page of the site signed in with `token`, set once (a later logout must stick). */
async function signIn(page: Page, token: string, path: string) {
  await page.goto(env.site.url + "/");
  await page.evaluate((value) => localStorage.setItem("auth-token", value), token);
  await page.goto(env.site.url + path);
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

/** The call's status once it is `wanted`, or the last one seen after 10 seconds of asking. */
async function statusOnceSettled(call: () => Promise<{ status: number }>, wanted: number): Promise<number> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { status } = await call();
    if (status === wanted || Date.now() > deadline) return status;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
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

describe("sessions in the browser, against the real API", () => {
  it("keeps nothing of a signed-in answer that lands after logout: the next person offline sees no trace of it", async () => {
    const [alice, bob] = await Promise.all([participantWithTeam("alice"), readyParticipant(uniqueEmail("bob"))]);
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(env.site.url + "/");
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, WAIT);

    const slow = await holdEventsOf(context, alice.token);
    await signIn(page, alice.token, "/dashboard/events");
    await slow.first;
    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(`${env.site.url}/`, WAIT);
    expect(await page.evaluate(() => localStorage.getItem("auth-token"))).toBeNull();

    const finished = context.waitForEvent("requestfinished", { predicate: (request) => carries(request, alice.token) });
    await slow.release();
    await finished;

    await context.setOffline(true);
    await signIn(page, bob.token, "/dashboard/events");
    await page
      .getByText(new RegExp(`Your events could not be loaded|${alice.teamName}`))
      .first()
      .waitFor(WAIT);
    expect(await page.getByText(alice.teamName).count()).toBe(0);
    expect(await page.getByText(alice.accessCode).count()).toBe(0);
    expect(await page.getByRole("button", { name: /Delete/ }).count()).toBe(0);
    const cached = await cachedApiBodies(page);
    expect(cached).not.toContain(alice.teamName);
    expect(cached).not.toContain(alice.accessCode);
    await context.close();
  });

  it("logs out every tab of the browser at once, and the API no longer accepts the token", async () => {
    const me = await readyParticipant(uniqueEmail("tabs"));
    const context = await env.browser.newContext({ serviceWorkers: "block" });
    const [first, second] = await Promise.all([context.newPage(), context.newPage()]);
    await signIn(first, me.token, "/dashboard");
    await first.getByText("Test Participant").first().waitFor(WAIT);
    await second.goto(env.site.url + "/dashboard");
    await second.getByText("Test Participant").first().waitFor(WAIT);

    await first.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    await second.waitForURL(`${env.site.url}/`, WAIT);
    await second.getByRole("banner").getByRole("link", { name: "Login" }).waitFor(WAIT);
    expect(await second.getByText("Test Participant").count()).toBe(0);
    expect(await statusOnceSettled(() => apiCall("GET", "profile/", me.token), 401)).toBe(401);
    await context.close();
  });

  it("gives the profile form back what was typed when the session ended mid-edit and the user signs in again", async () => {
    const me = await readyParticipant(uniqueEmail("draft"));
    const context = await env.browser.newContext({ serviceWorkers: "block" });
    const page = await context.newPage();
    await signIn(page, me.token, "/profile/edit");
    const name = page.getByLabel(/^Full name/);
    await name.fill("Drafted Person");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel(/^Branch/).fill("Drafted Branch");

    // The session ends elsewhere (signed out everywhere from another device): the save gets a real 401.
    expect((await apiCall("POST", "logout/all/", me.token)).status).toBe(204);
    await page.getByRole("button", { name: "Save profile" }).click();
    await page.waitForURL(/\/login\?redirect=/, WAIT);
    await page.getByRole("textbox", { name: /^E-mail/ }).fill(me.email);
    await page.getByLabel(/^Password/).fill(me.password);
    await page.getByRole("button", { name: "Sign in" }).click();

    await page.waitForURL(`${env.site.url}/profile/edit`, WAIT);
    await page.getByLabel(/^Full name/).waitFor(WAIT);
    expect(await page.getByLabel(/^Full name/).inputValue()).toBe("Drafted Person");
    await page.getByRole("button", { name: "Next" }).click();
    expect(await page.getByLabel(/^Branch/).inputValue()).toBe("Drafted Branch");
    await page.getByRole("button", { name: "Save profile" }).click();
    await page.getByText("Yay! Profile saved. Add your coding handles, or finish.").waitFor(WAIT);
    expect(await page.evaluate(() => sessionStorage.getItem("draft:profile"))).toBeNull();
    await context.close();
  });

  it("gives up on a create that the server never answers, says so and enables the button again", async () => {
    const me = await readyParticipant(uniqueEmail("hung"));
    const context = await env.browser.newContext({ serviceWorkers: "block" });
    await context.route(/\/api\/teams\/create\/$/, () => undefined);
    const page = await context.newPage();
    await signIn(page, me.token, "/dashboard/events");
    const ctf = page.getByRole("article", { name: "Capture The Flag" });
    await ctf.getByLabel("Team name").fill("Waiting Room");
    await ctf.getByRole("button", { name: "Create team" }).click();
    await ctf.getByRole("button", { name: "Creating…" }).waitFor(WAIT);

    // The app's limit is 20 seconds.
    await page.getByText(TIMEOUT_TEXT).waitFor({ timeout: 60_000 });
    expect(await ctf.getByRole("button", { name: "Create team" }).isEnabled()).toBe(true);
    expect(await ctf.getByLabel("Team name").inputValue()).toBe("Waiting Room");
    await context.close();
  });
});
