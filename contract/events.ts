/** The festival's seven events (docs/SPEC.md section 1): the roster both the server's seed and the app's texts follow. */
export const EVENT_ROSTER = [
  { slug: "ctf", name: "Capture The Flag", maxMembers: 2 },
  { slug: "enigma", name: "Enigma", maxMembers: 2 },
  { slug: "linguipedia", name: "Linguipedia", maxMembers: 2 },
  { slug: "vista", name: "Vista", maxMembers: 2 },
  { slug: "mathmania", name: "MathMania", maxMembers: 1 },
  { slug: "manthan", name: "Manthan", maxMembers: 1 },
  { slug: "perplexed", name: "Perplexed", maxMembers: 1 },
] as const;

export type EventSlug = (typeof EVENT_ROSTER)[number]["slug"];
export type TeamSize = (typeof EVENT_ROSTER)[number]["maxMembers"];

export const EVENT_SLUGS: readonly EventSlug[] = EVENT_ROSTER.map((event) => event.slug);

export const isEventSlug = (value: string): value is EventSlug => (EVENT_SLUGS as readonly string[]).includes(value);
