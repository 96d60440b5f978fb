/**
 * Haxplore's page, as parts in order; every word is in the message catalogues (src/i18n/messages/haxplore), keyed by
 * these ids: `haxplore.section.<id>`, `haxplore.theme.<id>.title`, `haxplore.timeline.<n>.what`, ...
 */
export type HaxploreSectionId = "about" | "themes" | "timeline" | "prizes" | "faq";

/** The page's sections, in order: the in-page navigation follows this list. */
export const HAXPLORE_SECTIONS: readonly HaxploreSectionId[] = ["about", "themes", "timeline", "prizes", "faq"];

export const HAXPLORE = {
  about: ["1", "2"],
  themes: ["learning", "health", "openData", "sustainability", "openInnovation"],
  timeline: ["1", "2", "3", "4"],
  prizes: ["winner", "runnerUp", "firstYear", "everyone"],
  faq: ["1", "2", "3", "4"],
} as const;
