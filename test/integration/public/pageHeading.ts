import { screen } from "@testing-library/react";

/** Waits for a page's h1: the first render of a lazily loaded page compiles its module, which can take seconds here. */
export const findPageHeading = (name: string | RegExp) =>
  screen.findByRole("heading", { level: 1, name }, { timeout: 15_000 });
