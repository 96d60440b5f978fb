/**
 * Whether two values read from JSON say the same: the same numbers, strings, booleans and nulls at the same places,
 * the keys of an object in any order (PostgreSQL's `jsonb` keeps them in an order of its own). Arrays and objects
 * are told apart with `Array.isArray`, not by their constructors, so values parsed in another realm (a worker's, a
 * test's fetch) compare as the page's own. Only for JSON's values: no dates, maps or cycles.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && sameJson(left[key], right[key]))
  );
}
