import { AMBASSADOR_TAKEN } from "../services/ambassadors";
import { CONFLICT_MESSAGE } from "../services/content";
import { CREDENTIALS_OFF } from "../services/credentials";
import { UNKNOWN_EVENT } from "../services/events";
import { LISTING_MESSAGES } from "../services/finderListings";
import { MODERATION_MESSAGES } from "../services/finderModeration";
import { REQUEST_MESSAGES } from "../services/finderRequests";
import { LEADERBOARD_MESSAGES } from "../services/leaderboard";
import { ORGANISER_MESSAGES } from "../services/organisers";
import { PUBLISH_MESSAGES } from "../services/publication";
import { RESULTS_MESSAGES } from "../services/results";
import { ALREADY_REVOKED } from "../services/resultsAdmin";

/**
 * The server's own English messages that a participant or an organiser reads in the app (the console's refusals, the
 * teammate finder's), beside the contract's: each table under its prefix in the catalogues (`results.csvEmpty`). The
 * services keep writing them in English; the error answers translate them on the way out (translate.ts). A message
 * that is a function (it quotes the caller's values: a team's id, a row of a file) is translated when translate.ts's
 * QUOTING names its values.
 */
export const SERVER_TABLES: ReadonlyArray<readonly [string, Record<string, unknown>]> = [
  ["results.", RESULTS_MESSAGES],
  ["publication.", PUBLISH_MESSAGES],
  ["leaderboard.", LEADERBOARD_MESSAGES],
  ["organisers.", ORGANISER_MESSAGES],
  ["listings.", LISTING_MESSAGES],
  ["moderation.", MODERATION_MESSAGES],
  ["requests.", REQUEST_MESSAGES],
  [
    "console.",
    {
      unknownEvent: UNKNOWN_EVENT,
      ambassadorTaken: AMBASSADOR_TAKEN,
      alreadyRevoked: ALREADY_REVOKED,
      contentConflict: CONFLICT_MESSAGE,
      credentialsOff: CREDENTIALS_OFF,
    },
  ],
];
