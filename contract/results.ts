import * as z from "zod/mini";
import { timestamp } from "./fields";

/** One place of a published ranking; teams that tie share a rank. */
export const rankingRowSchema = z.object({
  rank: z.int(),
  team_name: z.string(),
  members: z.array(z.string()),
});

/** `GET results/{slug}/` (public, 404 until published). */
export const publicResultsSchema = z.object({
  event: z.string(),
  published_at: timestamp(),
  ranking: z.array(rankingRowSchema),
});

export type RankingRow = z.infer<typeof rankingRowSchema>;
export type PublicResults = z.infer<typeof publicResultsSchema>;
