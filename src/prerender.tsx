/**
 * The public pages rendered in Node at build time (`npm run build`: webpack bundles this file for Node, then
 * scripts/prerender.mjs calls it). The same tree as the app's first render (src/main.tsx), with a store in its
 * initial state (signed out, light theme, no answer from the API) and a static router location, so the app adopts the
 * HTML (hydrates it) instead of building the page again. Nothing here reads the clock, the locale or the network.
 */
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { type ReactNode, StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { SIGNED_IN_SHELLS } from "../contract/signedInShells";
import { sitemapEntries, sitemapPages, sitemapXml } from "../contract/sitemap";
import App from "./app/App";
import { CollectingStyles } from "./app/collectingStyles";
import { matchPage } from "./app/routeTable";
import { makeStore } from "./app/store";
import { languageOfPath, pathIn, paths } from "./config/paths";
import { documentTitle } from "./config/routeMeta";
import { EVENTS } from "./content/bundledEvents";
import { FESTIVAL } from "./content/festival";
import { NO_PAGE_ANSWERS, type PageAnswers } from "./content/pageAnswers";
import { selectFestival } from "./content/selectFestival";
import { adminApi } from "./features/admin/adminApi";
import { loggedOutAuthState } from "./features/auth/authSlice";
import { certificatesApi } from "./features/certificates/certificatesApi";
import { eventsApi } from "./features/events/eventsApi";
import { selectEvents } from "./features/events/eventsSlice";
import { profileApi } from "./features/profile/profileApi";
import { showMessagesIn } from "./i18n/catalogues";
import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from "./i18n/languages";
import { translate } from "./i18n/translate";
import { DRAFT_KEYS, draftStorageKey } from "./lib/formDrafts";
import { STYLE_ADMIN_SUMMARY, STYLE_CERTIFICATES, STYLE_EVENTS, STYLE_PROFILE } from "./prerenderStyleAnswers";

export interface RenderedPage {
  /** The document's title, as the app sets it on this page. */
  title: string;
  /** The root element's inner HTML. */
  markup: string;
  /**
   * The CSS of the MUI (emotion) parts the page shows (a signed-in page's: also once its reads have answered); empty
   * for the pages styled with CSS modules only.
   */
  css: string;
  /**
   * Emotion's names of the rules in `css`: the page's style element lists them (`data-emotion`), so the app's emotion
   * takes them as already inserted instead of inserting them again (scripts/lib/pageDocument.mjs).
   */
  styleNames: string[];
  /** The page's language, for `<html lang>`. */
  language: Language;
  /** The page's own address in full (its canonical link). */
  canonical: string;
  /**
   * Who the copy is for: a signed-out visitor (a public page) or anyone with a stored session (a signed-in page's
   * shell). The page's inline script drops the copy for the other (scripts/lib/pageDocument.mjs).
   */
  access: "public" | "signedIn";
  /**
   * What else the app's first render of this page reads, so the copy's guard drops the copy when it is there: a query
   * parameter of the address, or a key of this tab's sessionStorage (a kept draft).
   */
  readsAlso: { params: string[]; sessionKeys: string[] };
  /** The page's address in every language, hreflang by hreflang, `x-default` (English's) last. */
  alternates: Array<{ hreflang: string; href: string }>;
}

/** The bundled events' slugs: the build pre-renders their pages. */
const BUNDLED_SLUGS = EVENTS.map((event) => event.name);

/**
 * Pages whose content does not depend on the visitor or the date: home, events, each event, team (in English). The
 * build renders them for the bundled events; the API, on a publish, for the events it lists (scripts/lib/sitePages.mjs).
 */
const englishPaths = (slugs: readonly string[]): string[] => sitemapPages(slugs);

/**
 * The sitemap of those pages in every language, with hreflang alternates (contract/sitemap.ts, which the API answers
 * from the published events too): scripts/prerender.mjs writes it as sitemap.xml, the API's regeneration too.
 */
export const sitemap = (slugs: readonly string[] = BUNDLED_SLUGS): string =>
  sitemapXml(sitemapEntries(FESTIVAL.siteUrl, englishPaths(slugs), LANGUAGES));

/** The pages of these events' site in every language, at each language's address (`/hi`, `/hi/events`, ...). */
const publicPaths = (slugs: readonly string[]): string[] =>
  LANGUAGES.flatMap((language) => englishPaths(slugs).map((page) => pathIn(language, page)));

/** The build's pages: those of the bundled events. */
export const PRERENDERED_PATHS: readonly string[] = publicPaths(BUNDLED_SLUGS);

/**
 * The signed-in pages' shells (contract/signedInShells.ts): the header and footer a signed-in participant sees, the
 * page's heading and the place its content takes while its reads are on the way (nothing of an account: the copy is
 * rendered with a session but no answer). Their first paint then needs the HTML only, as the public pages' does; the
 * app adopts the shell once the page's code has run. In English (the signed-in pages have no `/hi` twin: the guard
 * drops the shell for a device that chose another language).
 */
export { SIGNED_IN_SHELLS };

/**
 * What a shell's first render reads besides the session, the theme and the language: the events view's join form
 * starts from a join link's code (`?join=`) or from the draft a sign-in round trip kept (src/lib/formDrafts.ts).
 */
const SHELL_READS: Record<string, RenderedPage["readsAlso"]> = {
  [paths.dashboardEvents]: { params: ["join"], sessionKeys: [draftStorageKey(DRAFT_KEYS.joinTeam)] },
};
const READS_NOTHING_ELSE: RenderedPage["readsAlso"] = { params: [], sessionKeys: [] };

/** The session the shells are rendered with: any non-empty token; none of the markup shows it. */
const SHELL_AUTH = { ...loggedOutAuthState, token: "pre-rendered" };

const fullAddress = (page: string) => new URL(page, FESTIVAL.siteUrl).href;

/** Every language's address of a page, for its hreflang links; English's is also the default one. */
const alternatesOf = (page: string): RenderedPage["alternates"] => [
  ...LANGUAGES.map((language) => ({ hreflang: language, href: fullAddress(pathIn(language, page)) })),
  { hreflang: "x-default", href: fullAddress(pathIn(DEFAULT_LANGUAGE, page)) },
];

/**
 * Renders a signed-in page as it shows once its reads have answered (the sample answers of src/prerenderStyleAnswers.ts,
 * its deferred parts at once), into `cache`, for its styles only: the markup is dropped. A first visit then finds the
 * styles of the page's MUI parts in the HTML, where the browser parses them once, instead of emotion serialising and
 * inserting each of them, one rule at a time, in the tasks that render the page (docs/performance.md).
 */
async function collectStyles(pathname: string, language: Language, cache: ReturnType<typeof createCache>) {
  const store = makeStore({ language: { language }, auth: SHELL_AUTH });
  await Promise.all([
    store.dispatch(profileApi.util.upsertQueryData("getProfile", undefined, STYLE_PROFILE)),
    store.dispatch(eventsApi.util.upsertQueryData("getEvents", undefined, STYLE_EVENTS)),
    store.dispatch(certificatesApi.util.upsertQueryData("myCertificates", undefined, STYLE_CERTIFICATES)),
    store.dispatch(adminApi.util.upsertQueryData("adminSummary", undefined, STYLE_ADMIN_SUMMARY)),
  ]);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={pathname}>{children}</StaticRouter>;
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <CollectingStyles.Provider value={true}>
        <App store={store} Router={Router} />
      </CollectingStyles.Provider>
    </CacheProvider>,
    { onError: (error) => void errors.push(error) },
  );
  await streamToString(prelude);
  if (errors.length > 0) throw new AggregateError(errors, `${pathname}'s styles could not be collected in Node`);
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Renders one public page as the app's first render shows it to a signed-out visitor: from the bundled texts (the
 * build), or from the published answers the API gives (`answers`, when it regenerates a page on publish; the page
 * then carries them, and the app's store starts from them: src/content/pageAnswers.ts). A signed-in page's shell
 * (SIGNED_IN_SHELLS) is rendered as the app's first render shows it to someone with a stored session, before any read
 * has answered.
 */
export async function renderPage(pathname: string, answers: PageAnswers = NO_PAGE_ANSWERS): Promise<RenderedPage> {
  const { route, params } = matchPage(pathname);
  const shell = SIGNED_IN_SHELLS.includes(pathname);
  if (!shell && (route.access !== "public" || route.path === "*"))
    throw new Error(`${pathname} is neither a public page nor a signed-in page's shell`);
  // As in src/main.tsx over a copy: the address's language and the page's code (its messages in that language) are
  // loaded before the first render, so nothing suspends.
  const language = languageOfPath(pathname);
  await showMessagesIn(language);
  await route.page.preload();
  const store = makeStore({ language: { language }, pageAnswers: answers, ...(shell ? { auth: SHELL_AUTH } : {}) });
  // A cache of its own per page: its styles are collected (compat mode) instead of written next to the elements.
  const cache = createCache({ key: "css" });
  cache.compat = true;
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={pathname}>{children}</StaticRouter>;
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <StrictMode>
        <App store={store} Router={Router} />
      </StrictMode>
    </CacheProvider>,
    { onError: (error) => void errors.push(error) },
  );
  const markup = await streamToString(prelude);
  if (errors.length > 0) throw new AggregateError(errors, `${pathname} could not be rendered in Node`);
  if (shell) await collectStyles(pathname, language, cache);
  const inserted = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
  const css = inserted.map(([, rules]) => rules).join("");
  return {
    // In the page's language (its messages, the title's among them, are loaded above), from the page's answers.
    title: documentTitle(
      route.meta,
      (key, values) => translate(language, key, values),
      params,
      (name) => selectEvents(store.getState()).find((event) => event.name === name)?.title,
      selectFestival(store.getState()).title,
    ),
    markup,
    css,
    styleNames: inserted.map(([name]) => name),
    language,
    canonical: fullAddress(pathname),
    // A signed-in page has one address, in every language.
    alternates: shell ? [] : alternatesOf(pathname),
    access: shell ? "signedIn" : "public",
    readsAlso: SHELL_READS[pathname] ?? READS_NOTHING_ELSE,
  };
}
