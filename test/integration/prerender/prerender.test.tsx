import { setImmediate } from "node:timers";
import { asIfElsewhere, firstDifference } from "../../../scripts/lib/elsewhere.mjs";
import { PRERENDERED_PATHS, renderPage, SIGNED_IN_SHELLS } from "../../../src/prerender";
import { seededName, teamEvents } from "../../support/seedEvents";

const [teamEvent] = teamEvents(1);

// React's Node renderer schedules its work with Node's setImmediate, which jsdom's window does not have.
Object.assign(globalThis, { setImmediate });

/** The pages as `npm run build` renders them on this machine, rendered once for all the tests below. */
let here: Map<string, Awaited<ReturnType<typeof renderPage>>>;

beforeAll(async () => {
  here = new Map();
  for (const path of PRERENDERED_PATHS) here.set(path, await renderPage(path));
});

describe("the pre-rendered public pages (src/prerender.tsx)", () => {
  it("are every public page a visitor lands on: home, events, each event, team", () => {
    expect(PRERENDERED_PATHS).toEqual(expect.arrayContaining(["/", "/events", `/events/${teamEvent}`, "/team"]));
    for (const [path, page] of here) {
      expect({ path, heading: /<main\b[^>]*>[\s\S]*<h1\b/.test(page.markup) }).toEqual({ path, heading: true });
    }
    expect(here.get(`/events/${teamEvent}`)?.title).toBe(`Codefest '20 | ${seededName(teamEvent)}`);
    expect(here.get(`/events/${teamEvent}`)?.markup).toMatch(new RegExp(`<h1[^>]*>${seededName(teamEvent)}<\\/h1>`));
  });

  it("carry their language's title, so the app adopting a Hindi page keeps its Hindi title", () => {
    expect(here.get("/events")?.title).toBe("Codefest '20 | Events");
    expect(here.get("/hi/events")?.title).toBe("Codefest '20 | इवेंट");
    expect(here.get("/hi/team")?.title).toBe("Codefest '20 | टीम");
    // An event's title is its name, in both languages; the home page's the festival's.
    expect(here.get(`/hi/events/${teamEvent}`)?.title).toBe(`Codefest '20 | ${seededName(teamEvent)}`);
    expect(here.get("/hi")?.title).toBe("Codefest '20");
  });

  it("are the same bytes in another time zone, locale and clock, and never say the build machine was offline", async () => {
    for (const [path, page] of here) {
      const elsewhere = await asIfElsewhere(() => renderPage(path));
      expect({ path, difference: firstDifference(page, elsewhere) }).toEqual({ path, difference: null });
      expect(page.markup).not.toContain("You are offline");
    }
  });
});

describe("the pre-rendered shells of the signed-in pages (src/prerender.tsx)", () => {
  it("are the dashboard's two views, the profile form and the console, as a signed-in participant's first render", async () => {
    expect(SIGNED_IN_SHELLS).toEqual(["/dashboard", "/dashboard/events", "/profile/edit", "/admin"]);
    for (const path of SIGNED_IN_SHELLS) {
      const shell = await renderPage(path);
      // The header a session sees, the page's own heading, no link to another language's twin (there is none).
      expect({ path, access: shell.access, alternates: shell.alternates }).toEqual({
        path,
        access: "signedIn",
        alternates: [],
      });
      expect(shell.markup).toMatch(/>Logout</);
      expect(shell.markup).not.toMatch(/>Login</);
      expect(shell.markup).toMatch(/<main\b[^>]*>[\s\S]*<h1\b/);
      const elsewhere = await asIfElsewhere(() => renderPage(path));
      expect({ path, difference: firstDifference(shell, elsewhere) }).toEqual({ path, difference: null });
    }
    expect((await renderPage("/dashboard")).title).toBe("Codefest '20 | Dashboard");
    // The events view's first screen is in its shell: the join form, empty; its guard knows what would fill it.
    const events = await renderPage("/dashboard/events");
    expect(events.markup).toContain("Got an access code or a join link from a teammate?");
    expect(events.markup).toMatch(/<input[^>]*value=""/);
    expect((await renderPage("/dashboard")).markup).not.toContain("Got an access code");
    expect(events.readsAlso).toEqual({ params: ["join"], sessionKeys: ["draft:join-team"] });
    expect((await renderPage("/dashboard")).readsAlso).toEqual({ params: [], sessionKeys: [] });
  });

  it("are made for those pages only: another signed-in or guest page is not pre-rendered", async () => {
    await expect(renderPage("/password/change")).rejects.toThrow(/neither a public page nor/);
    await expect(renderPage("/login")).rejects.toThrow(/neither a public page nor/);
  });
});

describe("asIfElsewhere", () => {
  it("changes what the machine's time zone, default locale and clock would put into a page", async () => {
    const machineSays = () =>
      `${new Date().getFullYear()} ${new Date(0).toLocaleString()} ${(1234.5).toLocaleString()}`;
    const here = machineSays();
    const elsewhere = await asIfElsewhere(machineSays);
    const [yearHere, ...restHere] = here.split(" ");
    const [yearElsewhere, ...restElsewhere] = elsewhere.split(" ");
    expect(Number(yearElsewhere) - Number(yearHere)).toBeGreaterThanOrEqual(10);
    expect(restElsewhere.join(" ")).not.toBe(restHere.join(" "));
    // Everything is put back.
    expect(machineSays()).toBe(here);
  });
});
