import { paths } from "../../config/paths";
import type { MessageKey } from "../../i18n/catalogues";

/**
 * The site's public sections, in the order the header's navigation and the footer list them: the header names each
 * in a word or two (`short`), the footer in full (`full`); both are messages of the shell's catalogue.
 */
export const SITE_SECTIONS = [
  { to: paths.events, short: "sections.events", full: "sections.events" },
  { to: paths.haxplore, short: "sections.haxplore", full: "sections.haxplore" },
  { to: paths.ca, short: "sections.ambassadors", full: "sections.campusAmbassadors" },
  { to: paths.referral, short: "sections.referrals", full: "sections.referralLeaderboard" },
  { to: paths.team, short: "sections.team", full: "sections.team" },
] as const satisfies readonly { to: string; short: MessageKey; full: MessageKey }[];
