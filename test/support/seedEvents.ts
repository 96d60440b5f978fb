import { SEED_EVENT_SUMMARIES, type SeedEvent } from "../../contract/seedEventSummaries";

/**
 * The seed's events for tests that need "some published event" (or a few distinct ones) and mean no particular one:
 * taken from the seed (contract/seedEventSummaries.ts) by what they are (for teams, for one person), never by slug, so a
 * test keeps working when the seed's events change. Only test/server/content.test.ts pins the seed to the
 * specification's seven; test/unit/seedSlugsInTests.test.ts fails on a test file that writes a seeded slug.
 */
const slugsWhere = (keep: (maxMembers: number) => boolean): string[] =>
  SEED_EVENT_SUMMARIES.filter((event) => keep(event.maxMembers)).map((event) => event.slug);

/** Every seeded event's slug, in the seed's order. */
export const seededSlugs: readonly string[] = slugsWhere(() => true);

/** Seeded events taken by teams of more than one, in the seed's order. */
export const teamEventSlugs: readonly string[] = slugsWhere((maxMembers) => maxMembers > 1);

/** Seeded events for one person alone, in the seed's order. */
export const soloEventSlugs: readonly string[] = slugsWhere((maxMembers) => maxMembers === 1);

function first(slugs: readonly string[], count: number, kind: string): string[] {
  if (slugs.length < count) throw new Error(`the seed has ${slugs.length} ${kind}, the test needs ${count}`);
  return slugs.slice(0, count);
}

/** `count` distinct seeded events for teams, e.g. `const [teamEvent, otherTeamEvent] = teamEvents(2)`. */
export const teamEvents = (count: number): string[] => first(teamEventSlugs, count, "events for teams");

/** `count` distinct seeded events for one person alone. */
export const soloEvents = (count: number): string[] => first(soloEventSlugs, count, "events for one person");

/** The first seeded event with a property a test needs, e.g. no contest link: `seededEventWhere((event) => ...)`. */
export function seededEventWhere(test: (event: SeedEvent) => boolean): string {
  const event = SEED_EVENT_SUMMARIES.find(test);
  if (!event) throw new Error("no seeded event has the property the test needs");
  return event.slug;
}

/** A seeded event whole (slug, team size, the texts its list and cards show). */
export function seededEvent(slug: string): SeedEvent {
  const event = SEED_EVENT_SUMMARIES.find((item) => item.slug === slug);
  if (!event) throw new Error(`${slug} is no seeded event`);
  return event;
}

/** A seeded event's name, as its pages, calendars and mail show it before an organiser changes it. */
export const seededName = (slug: string): string => seededEvent(slug).content.name;
