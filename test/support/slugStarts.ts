import { seededSlugs } from "./seedEvents";

// What the terminal's completion needs from the seed's slugs, so its tests type the starts the current seed makes
// unique or shared instead of letters chosen for one set of events.

/** The shortest start of a seeded slug that no other seeded slug shares. */
export function uniqueStart(slug: string): string {
  const starts = [...slug].map((_, index) => slug.slice(0, index + 1));
  return starts.find((start) => seededSlugs.filter((other) => other.startsWith(start)).length === 1) ?? slug;
}

/** The first letter two or more seeded slugs begin with, those slugs, and the longest start they all share. */
export function sharedStart(): { letter: string; slugs: string[]; start: string } {
  const letter = seededSlugs.map((slug) => slug[0]).find((first, index, all) => all.indexOf(first) !== index);
  if (!letter) throw new Error("no two seeded slugs begin alike");
  const slugs = seededSlugs.filter((slug) => slug.startsWith(letter));
  const start = slugs.reduce((common, slug) => {
    let shared = common;
    while (!slug.startsWith(shared)) shared = shared.slice(0, -1);
    return shared;
  }, slugs[0]);
  return { letter, slugs, start };
}
