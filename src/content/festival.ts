import { SEED_FESTIVAL } from "../../contract/festival";
import { inLanguage } from "../../contract/languages";
import { FESTIVAL_TIME_ZONE } from "../i18n/dateLocales";

/**
 * The festival's identity as the build carries it: the specification's (contract/festival.ts, the one file that
 * writes the edition's title), which a fresh database is seeded with. Organisers edit the published one in the
 * console; the API's mail, calendars, certificates and document read that.
 */
export const FESTIVAL = {
  name: SEED_FESTIVAL.name,
  year: SEED_FESTIVAL.year,
  shortTitle: SEED_FESTIVAL.title,
  host: inLanguage(SEED_FESTIVAL.host),
  siteUrl: "https://codefest.example.org",
  contactEmail: SEED_FESTIVAL.contact_email,
  sponsorEmail: SEED_FESTIVAL.sponsor_email ?? SEED_FESTIVAL.contact_email,
  /** Where the festival runs from: dates and times in messages are said in this zone (the server's FESTIVAL_TZ). */
  timeZone: FESTIVAL_TIME_ZONE,
} as const;
