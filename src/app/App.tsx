import type { ComponentType, ReactNode } from "react";
import { Provider } from "react-redux";
import { useCrossTabSession } from "../features/auth/useCrossTabSession";
import LanguageRoot from "./LanguageRoot";
import { AppRoutes } from "./routes";
import type { AppStore, RootState } from "./store";
import ThemeRoot from "./ThemeRoot";
import ToastHost from "./ToastHost";

/** The router the pages run in: the browser's history in the app, a memory history in tests. */
type Router = ComponentType<{ children: ReactNode }>;

/** Effects that belong to the whole app rather than a page. */
function SessionWatch() {
  useCrossTabSession();
  return null;
}

interface Props {
  store: AppStore;
  Router: Router;
  /** Over a pre-rendered page: the state it was rendered from, which the app adopts it with (hydration). */
  serverState?: RootState;
}

export default function App({ store, Router, serverState }: Props) {
  return (
    <Provider store={store} serverState={serverState}>
      <SessionWatch />
      <LanguageRoot>
        <ThemeRoot>
          <Router>
            <AppRoutes />
          </Router>
          <ToastHost />
        </ThemeRoot>
      </LanguageRoot>
    </Provider>
  );
}
