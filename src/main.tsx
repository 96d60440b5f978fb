import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router-dom";
import App from "./app/App";
import { routes } from "./app/routes";
import { makeStore } from "./app/store";
import { config } from "./config";
import { loadAuthState } from "./features/auth/authSlice";
import { loadThemeState } from "./features/theme/themeSlice";
import { setupAnalytics } from "./lib/analytics";
import { offerReload } from "./lib/updateNotice";
import { whenIdle } from "./lib/whenIdle";

const store = makeStore({ auth: loadAuthState(), theme: loadThemeState() });
const router = createBrowserRouter(routes);
setupAnalytics(config);

// A transition lets React yield while it renders the first page, so input is never blocked for long.
const root = createRoot(document.getElementById("root") as HTMLElement);
startTransition(() =>
  root.render(
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>,
  ),
);

if (process.env.NODE_ENV === "production") {
  window.addEventListener("load", () =>
    whenIdle(() => {
      import(/* webpackChunkName: "sw-register" */ "./lib/serviceWorker")
        .then(({ registerServiceWorker }) => registerServiceWorker(offerReload))
        .catch(() => {
          // Without a service worker the site still works online; nothing to tell the user.
        });
    }),
  );
}
