import type { FastifyInstance } from "fastify";
import { describeUserAgent, sessionIdParamsSchema, sessionListSchema } from "../../../contract/sessions";
import { requestToken } from "../auth/session";
import type { AppContext } from "../context";
import { route } from "../http/route";
import { endOneSession, endSessionsBut, logOut, logOutEverywhere, sessionsOf } from "../services/sessions";

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
    handler: ({ request }) => logOut(db, requestToken(request)),
  });

  route(app, context, {
    method: "POST",
    url: "/logout/all/",
    auth: "user",
    response: { 204: null },
    summary: "Ends every token of the caller (every browser signed in)",
    tag: "auth",
    handler: async ({ user }) => logOutEverywhere(db, user.id),
  });

  /** The calling token: these routes always have one (auth "user"). */
  const callerToken = (request: Parameters<typeof requestToken>[0]) => requestToken(request) ?? "";

  route(app, context, {
    method: "GET",
    url: "/sessions/",
    auth: "user",
    response: { 200: sessionListSchema },
    summary: "The caller's signed-in browsers (live tokens), the most recently used first",
    tag: "auth",
    handler: async ({ user, request }) => {
      return (await sessionsOf(db, user.id, callerToken(request), context.recheck)).map((row) => ({
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
    handler: ({ user, params }) => endOneSession(db, user.id, params.sessionId),
  });

  route(app, context, {
    method: "POST",
    url: "/sessions/end-others/",
    auth: "user",
    response: { 204: null },
    summary: "Ends every session of the caller but the calling one",
    tag: "auth",
    handler: async ({ user, request }) => endSessionsBut(db, user.id, callerToken(request)),
  });
}
