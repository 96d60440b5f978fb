import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PAGE_ROUTES } from "../../src/app/routeTable";
import { ADMIN_VIEWS } from "../../src/config/adminViews";
import { documentTitle, type RouteMeta } from "../../src/config/routeMeta";
import { EVENTS } from "../../src/content/bundledEvents";
import { chooseLanguage } from "../../src/features/language/languageSlice";
import { backToEnglish, visitInLanguage } from "../utils/visitInLanguage";
import { findPageHeading } from "./public/pageHeading";

// Every page's document title in the page's language (issue 42): each title's words are a message of the page's own
// catalogue area, loaded with the page, or of the shell's; the app never puts an English title over a Hindi one.

const ROOT = path.resolve("src/i18n/messages");
type Texts = Record<string, string>;
const catalogue = (area: string, language: string): Texts =>
  JSON.parse(readFileSync(path.join(ROOT, area, `${language}.json`), "utf8")) as Texts;
const AREAS = readdirSync(ROOT).map((area) => ({ area, en: catalogue(area, "en"), hi: catalogue(area, "hi") }));

/** Every message a route's title is made of for these params (its value's messages too), in the order asked for. */
function messagesOf(meta: RouteMeta, params: Record<string, string | undefined>): string[] {
  const asked: string[] = [];
  documentTitle(meta, (key) => (asked.push(key), key), params);
  return asked;
}

/** Params that reach every branch of a route's title: a known and an unknown event, every console view. */
const SAMPLE_PARAMS = [
  {},
  { name: EVENTS[0].name },
  { name: "no-such-event" },
  ...ADMIN_VIEWS.map(({ view }) => ({ view })),
  { view: "no-such-view" },
];

/** The page's part of a title: what follows the festival's title, or the whole when the route has its own. */
const pagePart = (title: string) => title.replace(/^Codefest '20( \| )?/, "");
const DEVANAGARI = /[\u0900-\u097F]/;

afterEach(backToEnglish);

describe("page titles", () => {
  it("has every route's title in both languages, in an area the page loads (or the shell)", () => {
    const problems: string[] = [];
    for (const route of PAGE_ROUTES) {
      for (const params of SAMPLE_PARAMS) {
        for (const key of messagesOf(route.meta, params)) {
          const home = AREAS.find(({ en }) => key in en);
          if (!home) problems.push(`${route.path}: ${key} is in no English catalogue`);
          else if (!(key in home.hi)) problems.push(`${route.path}: ${key} has no Hindi`);
          else if (home.area !== "shell" && !route.areas.includes(home.area as never))
            problems.push(`${route.path}: ${key} is in "${home.area}", which the page does not load`);
        }
      }
    }
    expect(problems).toEqual([]);
    // Every route has a title of words but the home page (the festival's title) and an event's (its name).
    expect(
      PAGE_ROUTES.filter((route) => messagesOf(route.meta, { name: EVENTS[0].name }).length === 0).map(
        (route) => route.path,
      ),
    ).toEqual(["/", "/events/:name", "/hi", "/hi/events/:name"]);
  });

  it("says every route's title in Hindi with the Hindi catalogues, and as the specification in English", () => {
    const hindi = Object.assign({}, ...AREAS.map(({ hi }) => hi)) as Texts;
    const english = Object.assign({}, ...AREAS.map(({ en }) => en)) as Texts;
    // The catalogues' texts as they are (a title's message takes its values as text: "{eventName}").
    const say = (texts: Texts) => (key: string, values?: Record<string, unknown>) =>
      texts[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name]));
    const english404 = documentTitle(PAGE_ROUTES.find((route) => route.path === "*")!.meta, say(english));
    expect(english404).toBe("Codefest '20 | Page Not Found");
    for (const route of PAGE_ROUTES) {
      for (const params of SAMPLE_PARAMS) {
        const words = messagesOf(route.meta, params);
        if (words.length === 0 || words[0] === "haxplore.pageTitle") continue;
        expect([route.path, pagePart(documentTitle(route.meta, say(hindi), params))]).toEqual([
          route.path,
          expect.stringMatching(DEVANAGARI),
        ]);
      }
    }
  });

  it("opens a /hi/ page with its Hindi title and never shows an English one on the way to the next page", async () => {
    const user = userEvent.setup();
    await visitInLanguage("/hi/events");
    await findPageHeading("इवेंट");
    await waitFor(() => expect(document.title).toBe("Codefest '20 | इवेंट"));

    // Every title the app sets from here, each still set.
    const titles: string[] = [];
    const set = Object.getOwnPropertyDescriptor(Document.prototype, "title")!.set!;
    const setter = jest.spyOn(document, "title", "set");
    setter.mockImplementation(function record(this: Document, value: string) {
      titles.push(value);
      set.call(this, value);
    });
    try {
      // The campus ambassadors' page and its catalogue have not been asked for yet: they arrive with the click.
      await user.click(within(screen.getByRole("contentinfo")).getByRole("link", { name: "कैंपस एंबेसडर" }));
      await findPageHeading(/कैंपस एंबेसडर/);
      await waitFor(() => expect(titles.at(-1)).toBe("Codefest '20 | कैंपस एंबेसडर"));
      expect(titles.filter((title) => !DEVANAGARI.test(pagePart(title)))).toEqual([]);
    } finally {
      setter.mockRestore();
    }
  });

  it("changes the title with the language, at once", async () => {
    const { store } = await visitInLanguage("/team");
    await findPageHeading("Team");
    await waitFor(() => expect(document.title).toBe("Codefest '20 | Team"));
    await act(() => store.dispatch(chooseLanguage("hi")));
    expect(document.title).toBe("Codefest '20 | टीम");
    expect(screen.getByRole("heading", { level: 2, name: "संयोजक" })).toBeInTheDocument();
  });
});
