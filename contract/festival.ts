import type { Festival } from "./eventContent";
import { en } from "./languages";

/**
 * The festival's identity as the specification gives it: what a fresh database is seeded with and what the app shows
 * before, or without, the server's published identity. Organisers edit the published one in the console (its name,
 * edition's title, year, host, dates, contact addresses, social links and partners' names); page titles, mail (From's display name,
 * footers), calendars, certificates, Open Badges (issuer and achievement names) and the API document all read it. The
 * edition's title is written in this file and nowhere else in the code; the static shell (public/index.html) and the web
 * app manifest, which no script writes, keep copies that test/unit/festivalTitle.test.ts holds to it.
 */
export const SEED_FESTIVAL: Festival = {
  name: "Codefest",
  title: "Codefest '20",
  year: 2020,
  host: en("an institute in India"),
  starts_on: null,
  ends_on: null,
  contact_email: "hello@example.org",
  sponsor_email: "partners@example.org",
  social_links: [],
  partners: ["Example Cloud", "Sample Labs", "Placeholder Systems", "Demo Learning", "Test Bench Tools"],
};

/** The partners' names to show: the published ones, or the seed's where a version has none (published before them). */
export const partnersOf = (festival: Pick<Festival, "partners">): readonly string[] =>
  festival.partners ?? SEED_FESTIVAL.partners ?? [];

/** A page's title: "Codefest '20 | Events", or the festival's title alone. */
export const titleWith = (festival: Pick<Festival, "title">, page?: string) =>
  page ? `${festival.title} | ${page}` : festival.title;
