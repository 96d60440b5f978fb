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
import { sitemapEntries, sitemapXml } from "../contract/sitemap";
import App from "./app/App";
import { matchPage } from "./app/routeTable";
import { makeStore } from "./app/store";
import { languageOfPath, pathIn } from "./config/paths";
import { documentTitle } from "./config/routeMeta";
import { EVENTS } from "./content/bundledEvents";
import { FESTIVAL } from "./content/festival";
import { showMessagesIn } from "./i18n/catalogues";
import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from "./i18n/languages";
import { translate } from "./i18n/translate";

export interface RenderedPage {
  /** The document's title, as the app sets it on this page. */
  title: string;
  /** The root element's inner HTML. */
  markup: string;
  /** The CSS of the MUI (emotion) parts the page shows; empty for the pages styled with CSS modules only. */
  css: string;
  /** The page's language, for `<html lang>`. */
  language: Language;
  /** The page's own address in full (its canonical link). */
  canonical: string;
  /** The page's address in every language, hreflang by hreflang, `x-default` (English's) last. */
  alternates: Array<{ hreflang: string; href: string }>;
}

/** Pages whose content does not depend on the visitor, the API's answers or the date: home, events, each event, team. */
const ENGLISH_PATHS: readonly string[] = ["/", "/events", ...EVENTS.map((event) => event.link), "/team"];

/**
 * The sitemap of those pages in every language, with hreflang alternates (contract/sitemap.ts, which the API answers
 * from the published events too): scripts/prerender.mjs writes it as sitemap.xml.
 */
export const sitemap = (): string => sitemapXml(sitemapEntries(FESTIVAL.siteUrl, ENGLISH_PATHS, LANGUAGES));

/** Those pages in every language, at each language's address (`/hi`, `/hi/events`, ...: issue 42, item 2). */
export const PRERENDERED_PATHS: readonly string[] = LANGUAGES.flatMap((language) =>
  ENGLISH_PATHS.map((page) => pathIn(language, page)),
);

const fullAddress = (page: string) => new URL(page, FESTIVAL.siteUrl).href;

/** Every language's address of a page, for its hreflang links; English's is also the default one. */
const alternatesOf = (page: string): RenderedPage["alternates"] => [
  ...LANGUAGES.map((language) => ({ hreflang: language, href: fullAddress(pathIn(language, page)) })),
  { hreflang: "x-default", href: fullAddress(pathIn(DEFAULT_LANGUAGE, page)) },
];

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString("utf8");
}

/** Renders one public page as the app's first render shows it to a signed-out visitor. */
export async function renderPage(pathname: string): Promise<RenderedPage> {
  const { route, params } = matchPage(pathname);
  if (route.access !== "public" || route.path === "*") throw new Error(`${pathname} is not a public page`);
  // As in src/main.tsx over a copy: the address's language and the page's code (its messages in that language) are
  // loaded before the first render, so nothing suspends.
  const language = languageOfPath(pathname);
  await showMessagesIn(language);
  await route.page.preload();
  const store = makeStore({ language: { language } });
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
  const css = Object.values(cache.inserted)
    .filter((rules): rules is string => typeof rules === "string")
    .join("");
  return {
    // In the page's language: its messages (the title's among them) are loaded above.
    title: documentTitle(route.meta, (key, values) => translate(language, key, values), params),
    markup,
    css,
    language,
    canonical: fullAddress(pathname),
    alternates: alternatesOf(pathname),
  };
}
