import { isolate } from "../../../contract/bidi";
import type { PublicResults } from "../../../contract/results";
import type { AppDispatch } from "../../app/hooks";
import { paths } from "../../config/paths";
import type { Language } from "../../i18n/languages";
import { translate } from "../../i18n/translate";
import { resultsApi } from "../results/resultsApi";
import type { Effect } from "./commands/types";
import { fail, say, tell } from "./commands/types";
import { linesPrinted, type PrintedLine } from "./terminalSlice";

/** The places `results` prints: the winners' podium; the page has the rest. */
const TOP_RANKS = 3;

function rankingLines(results: PublicResults, title: string, language: Language): PrintedLine[] {
  const top = results.ranking.filter((row) => row.rank <= TOP_RANKS);
  if (top.length === 0) return [tell(language, "terminal.results.noRanks", { title })];
  const label = (rank: number) => translate(language, "terminal.results.rank", { rank });
  const width = Math.max(...top.map((row) => label(row.rank).length)) + 2;
  return [
    tell(language, "terminal.results.heading", { title }),
    ...top.map((row) => {
      const members = row.members.length > 0 ? ` (${row.members.map(isolate).join(", ")})` : "";
      return say(`  ${label(row.rank).padEnd(width)}${isolate(row.team_name)}${members}`);
    }),
  ];
}

/**
 * Asks the API for an event's results and prints its top ranks with a link to the full page, or why not, in the
 * language shown when the answer arrives (`languageNow`).
 */
export async function printResults(
  dispatch: AppDispatch,
  { event, title }: Extract<Effect, { type: "results" }>,
  languageNow: () => Language,
): Promise<void> {
  const outcome = await dispatch(
    resultsApi.endpoints.eventResults.initiate(event, { subscribe: false, forceRefetch: true }),
  );
  const language = languageNow();
  const page = paths.eventResults(event);
  const link = { text: page, to: page };
  if (outcome.data) {
    dispatch(
      linesPrinted([...rankingLines(outcome.data, title, language), tell(language, "terminal.results.full", { link })]),
    );
    return;
  }
  const error = outcome.error;
  if (error && "httpStatus" in error && error.httpStatus === 404) {
    dispatch(linesPrinted([tell(language, "terminal.results.notOut", { title, link })]));
    return;
  }
  const message = error && "message" in error && typeof error.message === "string" ? error.message : "";
  dispatch(linesPrinted([fail(translate(language, "terminal.results.failed", { title, message }).trim())]));
}
