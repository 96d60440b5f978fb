/** Runs `run` with another machine's time zone, default locale and clock, then restores them. */
export function asIfElsewhere<T>(run: () => T | Promise<T>): Promise<T>;
/** Where two renders of a page first differ, or null when they are the same. */
export function firstDifference(here: object, there: object): string | null;
