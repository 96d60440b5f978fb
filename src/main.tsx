import type { ReactNode } from "react";
import "./app/styles/global.css";
import { PAGE_ANSWERS_ID, parsePageAnswers } from "./content/pageAnswers";
import { nextTask } from "./lib/nextTask";
import { prepareIntl } from "./lib/prepareIntl";
import { type LoadScript, spreadScriptLoads } from "./lib/scriptLoads";
import { offerReload } from "./lib/updateNotice";
import { whenIdle } from "./lib/whenIdle";

/** webpack's runtime, as the bundle gives it to its modules. */
declare const __webpack_require__: { l: LoadScript };

/** React's throttle of Suspense reveals: content replacing a committed fallback waits up to this long after it. */
const REVEAL_THROTTLE_MS = 300;

/**
 * The start-up in three tasks instead of one: the store's code, the routes and layout, then React's first render.
 * Every module is already in the entry's files ("eager": no extra request); only when each runs changes, so no single
 * task blocks a phone's main thread for long.
 */
async function start() {
  // Each import destructured where it is awaited, so webpack still drops what the app does not use.
  const { firstRenderState, makeStore } = await import(/* webpackMode: "eager" */ "./app/store");
  const { loadAuthState } = await import(/* webpackMode: "eager" */ "./features/auth/authSlice");
  const { loadThemeState } = await import(/* webpackMode: "eager" */ "./features/theme/themeSlice");
  const { loadLanguageState } = await import(/* webpackMode: "eager" */ "./features/language/languageSlice");
  const { loadFirstMessages, loadPageMessages } = await import(/* webpackMode: "eager" */ "./i18n/catalogues");
  const preloaded = {
    auth: loadAuthState(),
    theme: loadThemeState(),
    language: loadLanguageState(window.location.pathname),
    // A page the API regenerated on publish carries the published answers it was rendered from: the first render
    // starts from them, as the page's markup did (src/content/pageAnswers.ts).
    pageAnswers: parsePageAnswers(document.getElementById(PAGE_ANSWERS_ID)?.textContent),
  };
  const store = makeStore(preloaded);
  // The language's messages (a chunk of their own) download beside the page's code.
  const messages = loadFirstMessages(preloaded.language.language);
  await nextTask();

  const { BrowserRouter } = await import(/* webpackMode: "eager" */ "react-router-dom");
  const { matchPage } = await import(/* webpackMode: "eager" */ "./app/routeTable");
  // Over a pre-rendered copy of the page (scripts/prerender.mjs), the first render waits for the page's own code, so
  // React adopts the copy in one pass and the copy stays on screen meanwhile. Elsewhere the loading bar shows.
  const container = document.getElementById("root") as HTMLElement;
  const showingCopy = container.childElementCount > 0;
  const { route, params } = matchPage(window.location.pathname);
  // A failed request is the page's to show: it asks again when it renders.
  route.firstRequests?.(store, params).catch(() => undefined);
  // The page's code is asked for now, beside its first requests, not once the first render suspends on it (a task and
  // the app's render later); not for a page the session is about to be sent away from (a signed-in page without a
  // token, the sign-in page with one). A failed download is shown by the page's error boundary.
  const signedIn = preloaded.auth.token !== "";
  const staying = route.access === "public" || (route.access === "signedIn") === signedIn;
  const pageCode = showingCopy || staying ? route.page.preload().catch(() => undefined) : undefined;
  // A signed-in page's first renders write dates, a country's name and counts: the browser's locale data they need is
  // loaded on another thread meanwhile (src/lib/prepareIntl.ts), not in those renders.
  if (staying && route.access === "signedIn") prepareIntl(preloaded.language.language);
  if (showingCopy) await pageCode;
  // With a service worker in control (a revisit) the page's code comes from the device within a few tasks: the first
  // render waits for it (at most REVEAL_THROTTLE_MS), so the page renders at once instead of committing the loading
  // bar, which React would then hold for up to that long before revealing the page (its throttle of Suspense reveals).
  else if (pageCode && navigator.serviceWorker?.controller)
    await Promise.race([pageCode, new Promise((resolve) => window.setTimeout(resolve, REVEAL_THROTTLE_MS))]);
  await messages;
  await nextTask();

  const { StrictMode, Suspense, startTransition } = await import(/* webpackMode: "eager" */ "react");
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ "react-dom/client");
  const { default: App } = await import(/* webpackMode: "eager" */ "./app/App");
  const { default: PageLoading } = await import(/* webpackMode: "eager" */ "./app/layout/PageLoading");
  if (showingCopy) {
    // The copy is the app's own first render (src/prerender.tsx): React adopts its elements instead of building
    // them again, which saves the takeover's long task. A difference is reported, and React then renders anew.
    // The copy was rendered from the store's first state: the app adopts it from that state (an API answer that came
    // first is shown right after), or the answer would differ from the copy.
    // No Suspense boundary here: the copy has none of the markers React would look for. Nothing suspends anyway: the
    // page's code is loaded, and every later page is rendered in a transition (the old page stays until it is ready).
    const app = (
      <StrictMode>
        <App store={store} Router={BrowserRouter} serverState={firstRenderState(preloaded)} />
      </StrictMode>
    );
    // In a transition, React adopts the copy in short slices, yielding between them: one long task otherwise (40 to
    // 70 ms on a desktop for an event page, four times that on Lighthouse's phone).
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error, info) =>
          console.error(
            "The pre-rendered page differed from the app:",
            error,
            (error as Error).cause,
            info.componentStack,
          ),
      });
    });
  } else {
    const Router = ({ children }: { children: ReactNode }) => (
      <BrowserRouter>
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </BrowserRouter>
    );
    // A transition lets React yield while it renders the first page, so input is never blocked for long.
    const root = createRoot(container);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App store={store} Router={Router} />
        </StrictMode>,
      ),
    );
  }

  // The API layer's own words (src/api/apiWords.ts), fetched once the page is idle rather than at the first failure:
  // a call that fails because the network has gone since is then still told in words, and in the language shown.
  whenIdle(() => void loadPageMessages(["api"]).catch(() => undefined));

  // Page views: the services' code only when one is configured (none by default); it gets the start-up's views.
  const { config } = await import(/* webpackMode: "eager" */ "./config/appConfig");
  const { endStartUpViews } = await import(/* webpackMode: "eager" */ "./lib/analytics");
  if (config.beaconUrl || config.firebase.measurementId) {
    import(/* webpackChunkName: "analytics" */ "./lib/analyticsSetup")
      .then(({ setupAnalytics }) => setupAnalytics(config))
      .catch(endStartUpViews);
  } else endStartUpViews();
}

// The page's chunks are asked for a few per task (src/lib/scriptLoads.ts): starting a dozen scripts' fetches at once
// was a long task of its own on a phone.
spreadScriptLoads(__webpack_require__);
void start();

if (process.env.NODE_ENV === "production") {
  const registerWhenIdle = () =>
    whenIdle(() => {
      import(/* webpackChunkName: "sw-register" */ "./lib/serviceWorker")
        .then(({ registerServiceWorker }) => registerServiceWorker(offerReload))
        .catch(() => {
          // Without a service worker the site still works online; nothing to tell the user.
        });
    });
  // The scripts are asked for after the first paint, so the page may have finished loading before this runs.
  if (document.readyState === "complete") registerWhenIdle();
  else window.addEventListener("load", registerWhenIdle, { once: true });
}
