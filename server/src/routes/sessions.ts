import type { FastifyInstance } from "fastify";
import { describeUserAgent, sessionIdParamsSchema, sessionListSchema } from "../../../contract/sessions";
import { requestToken } from "../auth/session";
import { hashToken } from "../auth/tokens";
import type { AppContext } from "../context";
import { detail, MESSAGES } from "../http/errors";
import { route } from "../http/route";
import { endAllTokens, endOtherSessions, endSession, endToken, listSessions } from "../repos/tokens";

/**
 * `logout/` ends the calling token, `logout/all/` every token of the caller (every browser signed in); `sessions/`
 * lists the caller's signed-in browsers, one of which `DELETE sessions/{id}/` ends, and `sessions/end-others/` ends
 * all but the calling one (ASVS V3.3.4).
 */
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

  /** The calling token's hash: these routes always have one (auth "user"). */
  const callerHash = (request: Parameters<typeof requestToken>[0]) => hashToken(requestToken(request) ?? "");

  route(app, context, {
    method: "GET",
    url: "/sessions/",
    auth: "user",
    response: { 200: sessionListSchema },
    summary: "The caller's signed-in browsers (live tokens), the most recently used first",
    tag: "auth",
    handler: async ({ user, request }) => {
      await context.recheck?.endRevoked(user.id);
      return (await listSessions(db, user.id, callerHash(request))).map((row) => ({
        id: row.id,
        browser: describeUserAgent(row.user_agent),
        signed_in_at: new Date(row.created_at).toISOString(),
        last_used_at: new Date(row.last_used_at).toISOString(),
        current: row.current,
      }));
    },
  });

  route(app, context, {
    method: "DELETE",
    url: "/sessions/:sessionId/",
    auth: "user",
    params: sessionIdParamsSchema,
    response: { 204: null },
    summary: "Ends one of the caller's sessions (404 when the caller has no such live session)",
    tag: "auth",
    handler: async ({ user, params }) => {
      if (!(await endSession(db, user.id, params.sessionId))) throw detail(404, MESSAGES.notFound);
    },
  });

  route(app, context, {
    method: "POST",
    url: "/sessions/end-others/",
    auth: "user",
    response: { 204: null },
    summary: "Ends every session of the caller but the calling one",
    tag: "auth",
    handler: async ({ user, request }) => endOtherSessions(db, user.id, callerHash(request)),
  });
}
