import * as z from "zod/mini";
import { timestamp } from "./fields";

/** `GET leaderboard/`: the referral leaderboard, best first, top 10 with at least one referral. */
export const leaderboardEntrySchema = z.object({
  name: z.string(),
  institute_name: z.string(),
  referral_count: z.int(),
});
export const leaderboardSchema = z.array(leaderboardEntrySchema);

/** `GET cas/`: the campus ambassadors' points table, top 15. */
export const ambassadorSchema = z.object({
  caid: z.string(),
  name: z.string(),
  institute_name: z.string(),
  points: z.int(),
  last_updated: timestamp(),
});
export const ambassadorListSchema = z.array(ambassadorSchema);

export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
export type Ambassador = z.infer<typeof ambassadorSchema>;
