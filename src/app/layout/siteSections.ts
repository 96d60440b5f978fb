import { paths } from "../../config/paths";

/**
 * The site's public sections, in the order the header's navigation and the footer list them: the header names each
 * in a word or two (`short`), the footer in full (`full`).
 */
export const SITE_SECTIONS = [
  { to: paths.events, short: "Events", full: "Events" },
  { to: paths.haxplore, short: "Haxplore", full: "Haxplore" },
  { to: paths.ca, short: "Ambassadors", full: "Campus Ambassadors" },
  { to: paths.referral, short: "Referrals", full: "Referral Leaderboard" },
  { to: paths.team, short: "Team", full: "Team" },
] as const;
