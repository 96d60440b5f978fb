import type { FastifyInstance } from "fastify";
import { MESSAGES as CONTRACT_MESSAGES } from "../../../contract/messages";
import { requireTeamReadyUser } from "../auth/session";
import type { AppContext } from "../context";
import { detail } from "../http/errors";
import { renewAccessCode } from "../repos/teamCodes";
import { retryOnCodeCollision } from "../services/codes";
import { teamBody } from "../services/teams";
import { lockOwnTeam } from "./teams";

/** `POST teams/{teamId}/code/`: the creator gives the team a new access code (the old one stops working). */
export async function teamCodeRoutes(app: FastifyInstance, { db }: AppContext) {
  app.post("/teams/:teamId/code/", async (request) =>
    retryOnCodeCollision("teams_access_code", () =>
      db.transaction(async (tx) => {
        const user = await requireTeamReadyUser(tx, request);
        const team = await lockOwnTeam(tx, request, user.id);
        if (team.creator_id !== user.id) throw detail(403, CONTRACT_MESSAGES.onlyCreatorRenewsCode);
        await renewAccessCode(tx, team.id);
        return teamBody(tx, team.id, user.id);
      }),
    ),
  );
}
