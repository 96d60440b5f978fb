import "./app/styles/global.css";
import { offerReload } from "./lib/updateNotice";
import { whenIdle } from "./lib/whenIdle";

/** Gives the browser the main thread back (input, paint) before the next step of the start-up. */
const nextTask = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0));

/**
 * The start-up in three tasks instead of one: the store's code, the routes and layout, then React's first render.
 * Every module is already in the entry's files ("eager": no extra request); only when each runs changes, so no single
 * task blocks a phone's main thread for long.
 */
async function start() {
  // Each import destructured where it is awaited, so webpack still drops what the app does not use.
  const { makeStore } = await import(/* webpackMode: "eager" */ "./app/store");
  const { loadAuthState } = await import(/* webpackMode: "eager" */ "./features/auth/authSlice");
  const { loadThemeState } = await import(/* webpackMode: "eager" */ "./features/theme/themeSlice");
  const store = makeStore({ auth: loadAuthState(), theme: loadThemeState() });
  await nextTask();

  const { createBrowserRouter } = await import(/* webpackMode: "eager" */ "react-router-dom");
  const { routes } = await import(/* webpackMode: "eager" */ "./app/routes");
  const router = createBrowserRouter(routes);
  // Over a pre-rendered copy of the page (scripts/prerender.mjs), the first render waits for the page's own code, so
  // the copy stays on screen instead of giving way to the loading bar. Elsewhere the loading bar shows meanwhile.
  const showingCopy = (document.getElementById("root")?.childElementCount ?? 0) > 0;
  if (showingCopy && !router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  }
  await nextTask();

  const { StrictMode, startTransition } = await import(/* webpackMode: "eager" */ "react");
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ "react-dom/client");
  const { default: App } = await import(/* webpackMode: "eager" */ "./app/App");
  const container = document.getElementById("root") as HTMLElement;
  const app = (
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>
  );
  if (showingCopy) {
    // The copy is the app's own first render (scripts/prerender.mjs): React adopts its elements instead of building
    // them again, which saves the takeover's long task. A difference is reported, and React then renders anew.
    hydrateRoot(container, app, {
      onRecoverableError: (error, info) =>
        console.error(
          "The pre-rendered page differed from the app:",
          error,
          (error as Error).cause,
          info.componentStack,
        ),
    });
  } else {
    // A transition lets React yield while it renders the first page, so input is never blocked for long.
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }

  const { setupAnalytics } = await import(/* webpackMode: "eager" */ "./lib/analytics");
  const { config } = await import(/* webpackMode: "eager" */ "./config/appConfig");
  setupAnalytics(config);
}

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
