import type { AdminView } from "../../config/adminViews";
import type { MessageKey } from "../../i18n/catalogues";

/** Each console view's name in the catalogues (src/config/adminViews.ts keeps the English for the document title). */
export const VIEW_NAMES: Record<AdminView, MessageKey> = {
  overview: "console.view.overview",
  events: "console.view.events",
  teams: "console.view.teams",
  participants: "console.view.participants",
  ambassadors: "console.view.ambassadors",
  results: "console.view.results",
  certificates: "console.view.certificates",
  announcements: "console.view.announcements",
  finder: "console.view.finder",
  organisers: "console.view.organisers",
  audit: "console.view.audit",
  mail: "console.view.mail",
};
