import type { Ambassador } from "../../../contract/rankings";
import { shortDate } from "../../i18n/dates";
import type { Language } from "../../i18n/languages";
import { competitionRanks } from "../../lib/ranks";

export type RankedAmbassador = Ambassador & { rank: number };

/** Most points first (ties keep the server's order), with shared ranks for equal points; non-lists pass through. */
export function rankAmbassadors(data: unknown): unknown {
  if (!Array.isArray(data)) return data;
  const sorted = [...(data as Ambassador[])].sort((a, b) => b.points - a.points);
  const ranks = competitionRanks(sorted.map((entry) => entry.points));
  return sorted.map((entry, index): RankedAmbassador => ({ ...entry, rank: ranks[index] }));
}

/** "21 Nov 2020" in the language, or the raw value when it is not a date the browser can read. */
export const formatUpdated = (value: string, language: Language = "en"): string => shortDate(language, value);
