import type { Browser } from "./fixtures";
import { completeProfile, E2E_API_BASE_URL, readyParticipant, uniqueEmail } from "./stack";

/** One API call with a session token; a failure throws with the server's answer. */
export async function call<T>(method: string, apiPath: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(E2E_API_BASE_URL + apiPath, {
    method,
    headers: { "Content-Type": "application/json", Authorization: `Token ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Ready participants, each in a team of their own (named "Certified <user id>") for the event. */
export async function participantsWithTeams(slug: string, names: string[]) {
  return Promise.all(
    names.map(async (name) => {
      const me = await readyParticipant(uniqueEmail("certificate"));
      await completeProfile(me.token, { name });
      const events = await call<Array<{ id: number; slug: string }>>("GET", "events/", me.token);
      const event = events.find((item) => item.slug === slug);
      const teamName = `Certified ${me.userId}`;
      const team = await call<{ id: number }>("POST", "teams/create/", me.token, {
        event: event?.id,
        team_name: teamName,
      });
      return { ...me, name, eventId: event?.id ?? 0, teamId: team.id, teamName };
    }),
  );
}

/** A page at `url` in a context of its own, signed in with `token` when given. */
export async function openSitePage(
  browser: Browser,
  url: string,
  { token, width = 1440, theme = "light" }: { token?: string; width?: number; theme?: string } = {},
) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
  await context.addInitScript(
    ([savedToken, savedTheme]) => {
      if (savedToken) window.localStorage.setItem("auth-token", savedToken);
      window.localStorage.setItem("theme", savedTheme);
    },
    [token ?? "", theme],
  );
  const page = await context.newPage();
  await page.goto(url);
  return page;
}
