import type { ServerEvent } from "../../src/features/events/eventsApi";

const EVENT_ROWS: Array<[string, string, number]> = [
  ["ctf", "Capture The Flag", 2],
  ["enigma", "Enigma", 2],
  ["linguipedia", "Linguipedia", 2],
  ["vista", "Vista", 2],
  ["mathmania", "MathMania", 1],
  ["manthan", "Manthan", 1],
  ["perplexed", "Perplexed", 1],
];

/** The server's event list as a fresh anonymous visitor sees it. */
export const serverEvents = (): ServerEvent[] =>
  EVENT_ROWS.map(([slug, name, maxMembers], index) => ({
    id: index + 1,
    name,
    slug,
    is_registration_on: true,
    min_members: 1,
    max_members: maxMembers,
    team: null,
  }));
