import type { FastifyInstance } from "fastify";
import { requestToken, requireUser } from "../auth/session";
import type { AppContext } from "../context";
import { endAllTokens, endToken } from "../repos/tokens";

/** `logout/` ends the calling token, `logout/all/` every token of the caller (every browser signed in). */
export async function sessionRoutes(app: FastifyInstance, { db }: AppContext) {
  app.post("/logout/", async (request, reply) => {
    await requireUser(db, request);
    const token = requestToken(request);
    if (token !== null) await endToken(db, token);
    return reply.code(204).send();
  });

  app.post("/logout/all/", async (request, reply) => {
    const user = await requireUser(db, request);
    await endAllTokens(db, user.id);
    return reply.code(204).send();
  });
}
