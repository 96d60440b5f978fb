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
import App from "./app/App";
import { matchPage } from "./app/routeTable";
import { makeStore } from "./app/store";
import { documentTitle } from "./config/routeMeta";
import { EVENTS } from "./content/events";

export interface RenderedPage {
  /** The document's title, as the app sets it on this page. */
  title: string;
  /** The root element's inner HTML. */
  markup: string;
  /** The CSS of the MUI (emotion) parts the page shows; empty for the pages styled with CSS modules only. */
  css: string;
}

/** Pages whose content does not depend on the visitor, the API's answers or the date: home, events, each event, team. */
export const PRERENDERED_PATHS: readonly string[] = ["/", "/events", ...EVENTS.map((event) => event.link), "/team"];

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString("utf8");
}

/** Renders one public page as the app's first render shows it to a signed-out visitor. */
export async function renderPage(pathname: string): Promise<RenderedPage> {
  const { route, params } = matchPage(pathname);
  if (route.access !== "public" || route.path === "*") throw new Error(`${pathname} is not a public page`);
  // As in src/main.tsx over a copy: the page's code is loaded before the first render, so nothing suspends.
  await route.page.preload();
  const store = makeStore();
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
  return { title: documentTitle(route.meta, params), markup, css };
}
