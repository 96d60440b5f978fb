import type { FastifyInstance } from "fastify";
import { teamParamsSchema, teamSchema } from "../../../contract/teams";
import type { AppContext } from "../context";
import { route } from "../http/route";
import { renewTeamCode, requireTeamReady } from "../services/teams";

/** `POST teams/{teamId}/code/`: the creator gives the team a new access code (the old one stops working). */
export async function teamCodeRoutes(app: FastifyInstance, context: AppContext) {
  route(app, context, {
    method: "POST",
    url: "/teams/:teamId/code/",
    auth: "user",
    guard: ({ user }) => requireTeamReady(user),
    params: teamParamsSchema,
    response: { 200: teamSchema },
    summary: "The team's creator gives it a new access code; the old one stops working",
    tag: "teams",
    handler: ({ user, params }) => renewTeamCode(context.db, user, params.teamId),
  });
}
