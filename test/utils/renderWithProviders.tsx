import { render } from "@testing-library/react";
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

export const loggedIn = (token = "test-token", userId = 7): Partial<RootState> => ({
  auth: { token, userId, endedBy: null },
});
