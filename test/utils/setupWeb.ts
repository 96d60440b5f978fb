import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";
import { forgetKeptAnswers } from "../../src/api/keptAnswers";
import { loadMessages } from "../../src/i18n/catalogues";
import { server } from "../msw/server";

// The one place that sets how long tests wait (no test sets its own). Tests wait for states, never for a time; these
// limits only end a test that is really stuck. Whole-app renders compile each lazy page on first use, which on a busy
// 2-core machine (another build beside the tests) takes many seconds.
export const ASYNC_UTIL_TIMEOUT_MS = 60_000;
export const TEST_TIMEOUT_MS = 180_000;
configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });
jest.setTimeout(TEST_TIMEOUT_MS);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
// The app loads its shell's messages before its first render (src/main.tsx); a test renders screens directly.
beforeAll(() => loadMessages("en", ["shell"]));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // The dashboard's kept reads live in storage's in-memory copy too: no test finds another's.
  forgetKeptAnswers();
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
