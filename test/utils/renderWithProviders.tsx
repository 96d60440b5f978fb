import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { Provider } from "react-redux";
import { createMemoryRouter } from "react-router-dom";
import App from "../../src/app/App";
import { routes } from "../../src/app/routes";
import { makeStore, type RootState } from "../../src/app/store";

interface Options {
  route?: string;
  preloadedState?: Partial<RootState>;
}

/** Renders the whole app (real store, real routes) at a route; only the network is mocked, by msw. */
export function renderApp({ route = "/", preloadedState }: Options = {}) {
  const store = makeStore(preloadedState);
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const utils = render(<App store={store} router={router} />);
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
