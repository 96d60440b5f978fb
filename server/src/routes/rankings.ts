import type { FastifyInstance } from "fastify";
import { ambassadorListSchema, leaderboardSchema } from "../../../contract/rankings";
import type { AppContext } from "../context";
import { route } from "../http/route";
import { leaderboard, topAmbassadors } from "../repos/rankings";

/** The public tables: the referral leaderboard (top 10 with a referral) and the campus ambassadors (top 15). */
export async function rankingRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  route(app, context, {
    method: "GET",
    url: "/leaderboard/",
    auth: "none",
    response: { 200: leaderboardSchema },
    summary: "The referral leaderboard: the top 10 with at least one referral",
    tag: "rankings",
    handler: () => leaderboard(db),
  });

  route(app, context, {
    method: "GET",
    url: "/cas/",
    auth: "none",
    response: { 200: ambassadorListSchema },
    summary: "The campus ambassadors' points table, top 15",
    tag: "rankings",
    handler: () => topAmbassadors(db),
  });
}
