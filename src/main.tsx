import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router-dom";
import App from "./app/App";
import { routes } from "./app/routes";
import { makeStore } from "./app/store";
import { loadAuthState } from "./features/auth/authSlice";
import { loadThemeState } from "./features/theme/themeSlice";

const store = makeStore({ auth: loadAuthState(), theme: loadThemeState() });
const router = createBrowserRouter(routes);

createRoot(document.getElementById("root") as HTMLElement).render(
  <StrictMode>
    <App store={store} router={router} />
  </StrictMode>,
);
