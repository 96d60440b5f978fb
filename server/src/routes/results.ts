import type { FastifyInstance } from "fastify";
import * as z from "zod/mini";
import { publicResultsSchema } from "../../../contract/results";
import type { AppContext } from "../context";
import { detail, MESSAGES } from "../http/errors";
import { route } from "../http/route";
import { describeEntries, eventIdBySlug, resultsState, savedEntries } from "../repos/results";

export async function resultRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  route(app, context, {
    method: "GET",
    url: "/results/:slug/",
    auth: "none",
    params: z.object({ slug: z.string().check(z.maxLength(100)) }),
    response: { 200: publicResultsSchema },
    summary: "An event's published ranking (404 until published)",
    tag: "results",
    handler: async ({ params }) => {
      const eventId = await eventIdBySlug(db, params.slug);
      const state = eventId === null ? null : await resultsState(db, eventId);
      if (!state?.publishedAt) throw detail(404, MESSAGES.notFound);
      const results = await describeEntries(db, state, await savedEntries(db, state.eventId));
      return {
        event: results.event,
        published_at: state.publishedAt,
        corrected_at: state.correctedAt,
        ranking: results.ranking.map(({ rank, team_name, members }) => ({ rank, team_name, members })),
      };
    },
  });
}
