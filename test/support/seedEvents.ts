import { SEED_EVENT_SUMMARIES } from "../../contract/seedEventSummaries";

/**
 * The seed's events for tests that need "some published event" (or a few distinct ones) and mean no particular one:
 * taken from the seed (contract/seedEventSummaries.ts), so a test keeps working when the seed's events change. Only
 * test/server/content.test.ts pins the seed to the specification's seven.
 */
const slugsWhere = (keep: (maxMembers: number) => boolean): string[] =>
  SEED_EVENT_SUMMARIES.filter((event) => keep(event.maxMembers)).map((event) => event.slug);

/** Every seeded event's slug, in the seed's order. */
export const seededSlugs: readonly string[] = slugsWhere(() => true);

/** Seeded events taken by teams of more than one, in the seed's order. */
export const teamEventSlugs: readonly string[] = slugsWhere((maxMembers) => maxMembers > 1);

/** Seeded events for one person alone, in the seed's order. */
export const soloEventSlugs: readonly string[] = slugsWhere((maxMembers) => maxMembers === 1);

/** `count` distinct seeded events (of any team size), failing the test at once when the seed has fewer. */
export function someSeededEvents(count: number): string[] {
  if (seededSlugs.length < count) throw new Error(`the seed has ${seededSlugs.length} events, the test needs ${count}`);
  return seededSlugs.slice(0, count);
}

/** A seeded event's name, as its pages, calendars and mail show it before an organiser changes it. */
export const seededName = (slug: string): string => {
  const event = SEED_EVENT_SUMMARIES.find((item) => item.slug === slug);
  if (!event) throw new Error(`${slug} is no seeded event`);
  return event.content.name;
};
