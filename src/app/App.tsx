import type { ComponentType, ReactNode } from "react";
import { Provider } from "react-redux";
import { useCrossTabSession } from "../features/auth/useCrossTabSession";
import { AppRoutes } from "./routes";
import type { AppStore } from "./store";
import ThemeRoot from "./ThemeRoot";
import ToastHost from "./ToastHost";

/** The router the pages run in: the browser's history in the app, a memory history in tests. */
type Router = ComponentType<{ children: ReactNode }>;

/** Effects that belong to the whole app rather than a page. */
function SessionWatch() {
  useCrossTabSession();
  return null;
}

export default function App({ store, Router }: { store: AppStore; Router: Router }) {
  return (
    <Provider store={store}>
      <SessionWatch />
      <ThemeRoot>
        <Router>
          <AppRoutes />
        </Router>
        <ToastHost />
      </ThemeRoot>
    </Provider>
  );
}
