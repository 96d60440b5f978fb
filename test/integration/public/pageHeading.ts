import { configure, screen } from "@testing-library/react";

/**
 * The whole app renders in jsdom and each page's module is compiled on first use: on a busy 2-core machine that takes
 * seconds, well past Testing Library's 1 s default. Called at the top of each file of these tests.
 */
export function allowSlowRenders(): void {
  configure({ asyncUtilTimeout: 15_000 });
  jest.setTimeout(60_000);
}

/** Waits for a page's h1. */
export const findPageHeading = (name: string | RegExp) => screen.findByRole("heading", { level: 1, name });
