import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";
import { server } from "../msw/server";

// Whole-app renders load lazy route chunks; on a busy 2-core CI machine the first one can take seconds.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());

// jsdom has no layout: give media queries (useMediaQuery, MUI) a desktop-sized answer unless a test sets the width.
if (!window.matchMedia) {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    value: (query: string) => ({
      matches: evaluateWidthQuery(query, window.innerWidth),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

function evaluateWidthQuery(query: string, width: number): boolean {
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  if (max && width > Number(max[1])) return false;
  if (min && width < Number(min[1])) return false;
  return Boolean(max || min);
}

window.scrollTo = () => undefined;
