import type { FastifyInstance } from "fastify";
import { eventListSchema } from "../../../contract/teams";
import { markSignedIn } from "../auth/session";
import { hashToken } from "../auth/tokens";
import type { AppContext } from "../context";
import { detail, MESSAGES } from "../http/errors";
import { route } from "../http/route";
import { listEvents } from "../repos/events";
import { noteTokenUse } from "../repos/tokens";

export async function eventRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  route(app, context, {
    method: "GET",
    url: "/events/",
    auth: "optional",
    response: { 200: eventListSchema },
    summary: "The events, each with the caller's team for it (null without a token)",
    tag: "events",
    // The dashboard's main read: the token is checked in the statement that lists the events (repos/events.ts).
    checksToken: true,
    handler: async ({ token, request }) => {
      const keyHash = token === null ? null : hashToken(token);
      const list = await listEvents(db, keyHash);
      if (keyHash === null) return list.events;
      if (!list.token_is_live || list.user_id === null || list.uid === null) throw detail(401, MESSAGES.badToken);
      const session = { keyHash, issuedMs: Number(list.token_issued_ms) };
      if (context.recheck && !(await context.recheck.check({ id: list.user_id, uid: list.uid }, session))) {
        throw detail(401, MESSAGES.badToken);
      }
      markSignedIn(request);
      if (list.use_is_stale) await noteTokenUse(db, keyHash);
      return list.events;
    },
  });
}
