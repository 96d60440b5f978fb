/**
 * The campus ambassador page's parts, in order; their words are in the message catalogues (src/i18n/messages/ca):
 * `ca.what.<n>`, `ca.duties.<n>`, `ca.perks.<n>` and `ca.faq.<n>.question` / `.answer`.
 */
export const AMBASSADORS = {
  whatItIs: ["1", "2"],
  duties: ["1", "2", "3", "4"],
  perks: ["1", "2", "3", "4"],
  faq: ["1", "2", "3", "4"],
} as const;
