import { isolate } from "../../../contract/fields";
import { rankLabel } from "../../../contract/rankLabel";
import type { PublicResults } from "../../../contract/results";
import type { AppDispatch } from "../../app/hooks";
import { paths } from "../../config/paths";
import { resultsApi } from "../results/resultsApi";
import type { Effect } from "./commands/types";
import { fail, say } from "./commands/types";
import { linesPrinted, type PrintedLine } from "./terminalSlice";

/** The places `results` prints: the winners' podium; the page has the rest. */
const TOP_RANKS = 3;

function rankingLines(results: PublicResults, title: string): PrintedLine[] {
  const top = results.ranking.filter((row) => row.rank <= TOP_RANKS);
  if (top.length === 0) return [say(`The results of ${title} are out, with no ranks given.`)];
  const width = Math.max(...top.map((row) => rankLabel(row.rank).length)) + 2;
  return [
    say(`Results of ${title}:`),
    ...top.map((row) => {
      const members = row.members.length > 0 ? ` (${row.members.map(isolate).join(", ")})` : "";
      return say(`  ${rankLabel(row.rank).padEnd(width)}${isolate(row.team_name)}${members}`);
    }),
  ];
}

/** Asks the API for an event's results and prints its top ranks with a link to the full page, or why not. */
export async function printResults(
  dispatch: AppDispatch,
  { event, title }: Extract<Effect, { type: "results" }>,
): Promise<void> {
  const outcome = await dispatch(
    resultsApi.endpoints.eventResults.initiate(event, { subscribe: false, forceRefetch: true }),
  );
  const page = paths.eventResults(event);
  const link = { text: page, to: page };
  if (outcome.data) {
    dispatch(linesPrinted([...rankingLines(outcome.data, title), say("Full results: ", link)]));
    return;
  }
  const error = outcome.error;
  if (error && "httpStatus" in error && error.httpStatus === 404) {
    dispatch(linesPrinted([say(`Results are not out yet for ${title}. They will be at `, link)]));
    return;
  }
  const message = error && "message" in error && typeof error.message === "string" ? error.message : "";
  dispatch(linesPrinted([fail(`The results of ${title} could not be loaded. ${message}`.trim())]));
}
