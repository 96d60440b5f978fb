import { createSlice } from "@reduxjs/toolkit";
import type { Festival, PublishedEvent } from "../../contract/eventContent";
import type { ServerEvent } from "../../contract/teams";

/**
 * The published answers a page's HTML was rendered from, when the API regenerated it on a publish (docs/content.md,
 * "Pages regenerated on publish"): the festival's identity, the anonymous events list, an event's texts. The page
 * carries them (`<script type="application/json" id="page-answers">`), the app's store starts from them, so its first
 * render is the page's markup and React adopts it. They are what the API answered when the page was written, never
 * newer than its cache: the selectors read RTK Query's answers first, these only before them. A build's pages (the
 * bundled texts) carry none: the slice is then empty and the bundled texts are shown, as before.
 */
export interface PageAnswers {
  festival: Festival | null;
  events: ServerEvent[] | null;
  texts: PublishedEvent[];
  /** An event's page: its row of the anonymous list, without the whole list (what the page shows from it). */
  rows?: ServerEvent[];
}

export const NO_PAGE_ANSWERS: PageAnswers = { festival: null, events: null, texts: [] };

export const pageAnswersSlice = createSlice({
  name: "pageAnswers",
  initialState: NO_PAGE_ANSWERS,
  reducers: {},
});

/** The element id the page's answers are written under (scripts/lib/pageDocument.mjs). */
export const PAGE_ANSWERS_ID = "page-answers";

/**
 * The answers from a page's JSON (written by the API from its own answers: scripts/lib/pageDocument.mjs), or none when
 * the page has none or it cannot be read. Kept small: this runs in the first visit's entry.
 */
export function parsePageAnswers(json: string | null | undefined): PageAnswers {
  try {
    return json ? { ...NO_PAGE_ANSWERS, ...(JSON.parse(json) as Partial<PageAnswers>) } : NO_PAGE_ANSWERS;
  } catch {
    return NO_PAGE_ANSWERS;
  }
}
