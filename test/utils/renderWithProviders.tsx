import { render } from "@testing-library/react";
import { Suspense, type ReactElement, type ReactNode } from "react";
import { Provider } from "react-redux";
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
} from "react-router-dom";
import App from "../../src/app/App";
import { matchPage } from "../../src/app/routeTable";
import { makeStore, type RootState } from "../../src/app/store";

interface Options {
  route?: string;
  preloadedState?: Partial<RootState>;
}

/** Renders the whole app (real store, real routes) at a route; only the network is mocked, by msw. */
export function renderApp({ route = "/", preloadedState }: Options = {}) {
  const store = makeStore(preloadedState);
  const history = createMemoryHistory({ initialEntries: [route], v5Compat: true });
  function Router({ children }: { children: ReactNode }) {
    return (
      <HistoryRouter history={history}>
        <Suspense fallback={null}>{children}</Suspense>
      </HistoryRouter>
    );
  }
  // What the tests read and drive: the current location, and navigation as a link would do it.
  const router = {
    state: {
      get location() {
        return history.location;
      },
    },
    // Resolves once the page has been rendered with its code, as the app's own navigations end.
    navigate: async (to: string) => {
      await matchPage(new URL(to, "http://localhost").pathname).route.page.preload();
      history.push(to);
    },
  };
  // As src/main.tsx does in a fresh tab: the page's first requests start beside its code.
  const { route: page, params } = matchPage(new URL(route, "http://localhost").pathname);
  void page.firstRequests?.(store, params);
  const utils = render(<App store={store} Router={Router} />);
  return { store, router, ...utils };
}

/** Renders a part of the app that lives outside the routes (the toasts) with a real store. */
export function renderWithStore(ui: ReactElement, preloadedState?: Partial<RootState>) {
  const store = makeStore(preloadedState);
  return { store, ...render(<Provider store={store}>{ui}</Provider>) };
}

export const loggedIn = (token = "test-token", userId = 7): Partial<RootState> => ({
  auth: { token, userId, endedBy: null },
});
