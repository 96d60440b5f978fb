import { screen } from "@testing-library/react";

/** Waits for a page's h1. */
export const findPageHeading = (name: string | RegExp) => screen.findByRole("heading", { level: 1, name });
