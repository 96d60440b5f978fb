import type { FastifyInstance } from "fastify";
import { requestToken } from "../auth/session";
import type { AppContext } from "../context";
import { route } from "../http/route";
import { endAllTokens, endToken } from "../repos/tokens";

/** `logout/` ends the calling token, `logout/all/` every token of the caller (every browser signed in). */
export async function sessionRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  route(app, context, {
    method: "POST",
    url: "/logout/",
    auth: "user",
    response: { 204: null },
    summary: "Ends the calling token",
    tag: "auth",
    handler: async ({ request }) => {
      const token = requestToken(request);
      if (token !== null) await endToken(db, token);
    },
  });

  route(app, context, {
    method: "POST",
    url: "/logout/all/",
    auth: "user",
    response: { 204: null },
    summary: "Ends every token of the caller (every browser signed in)",
    tag: "auth",
    handler: async ({ user }) => endAllTokens(db, user.id),
  });
}
