/** The festival's identity: a later edition changes these once. */
export const FESTIVAL = {
  name: "Codefest",
  year: 2020,
  shortTitle: "Codefest '20",
  host: "an institute in India",
  siteUrl: "https://codefest.example.org",
  contactEmail: "hello@example.org",
  sponsorEmail: "partners@example.org",
  /** Where the festival runs from: dates and times in messages are said in this zone (the server's FESTIVAL_TZ). */
  timeZone: "Asia/Kolkata",
} as const;

export const pageTitle = (page?: string) => (page ? `${FESTIVAL.shortTitle} | ${page}` : FESTIVAL.shortTitle);
