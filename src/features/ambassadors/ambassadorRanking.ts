import type { Ambassador } from "../../../contract/rankings";
import { competitionRanks } from "../../lib/ranks";

export type RankedAmbassador = Ambassador & { rank: number };

/** Most points first (ties keep the server's order), with shared ranks for equal points; non-lists pass through. */
export function rankAmbassadors(data: unknown): unknown {
  if (!Array.isArray(data)) return data;
  const sorted = [...(data as Ambassador[])].sort((a, b) => b.points - a.points);
  const ranks = competitionRanks(sorted.map((entry) => entry.points));
  return sorted.map((entry, index): RankedAmbassador => ({ ...entry, rank: ranks[index] }));
}

const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric" });

/** "21 Nov 2020", or the raw value when it is not a date the browser can read. */
export function formatUpdated(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}
