import type { AdminResults } from "../../../contract/admin";

/**
 * How many certificates publishing the saved draft issues (docs/API.md): participation for every member of a ranked or
 * participating team, plus merit for the members of teams ranked 1 to 3.
 */
export function certificateCount(results: AdminResults): number {
  const members = new Map<number, number>();
  for (const row of [...results.ranking, ...results.participated]) members.set(row.team, row.members.length);
  let count = [...members.values()].reduce((sum, size) => sum + size, 0);
  for (const row of results.ranking) if (row.rank <= 3) count += row.members.length;
  return count;
}
