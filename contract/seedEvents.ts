import { seedEventDetails } from "./seedEventDetails";
import { SEED_EVENT_SUMMARIES, type SeedEvent } from "./seedEventSummaries";

export type { SeedEvent } from "./seedEventSummaries";

/**
 * The specification's seven events (docs/SPEC.md section 1) with all their texts, the summaries of
 * seedEventSummaries.ts joined with the page texts of seedEventDetails.ts: what a fresh database is seeded with
 * (server/src/db/seed.ts) and what the app shows before, or without, the server's published texts (the bundled
 * catalogue, src/features/events/eventsSlice.ts). Only the seed reads it on the server; nothing else treats these
 * seven apart from any event organisers add, except that their slugs and team sizes are the specification's and
 * cannot be edited. Changing a text here changes fresh databases and the bundled pages, never a running festival's
 * published texts (those are the organisers').
 */
export const SEED_EVENTS: readonly SeedEvent[] = SEED_EVENT_SUMMARIES.map((event) => ({
  ...event,
  content: { ...event.content, ...seedEventDetails(event.slug, event.maxMembers) },
}));
