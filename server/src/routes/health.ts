import type { FastifyInstance } from "fastify";
import { livenessSchema, readinessSchema } from "../../../contract/health";
import type { AppContext } from "../context";
import { DATABASE_RETRY_AFTER_SECONDS } from "../db/faults";
import { HttpError, MESSAGES } from "../http/errors";
import { route } from "../http/route";
import { pingDatabase } from "../repos/health";

/** How long readiness waits for the database's answer before it reports it unavailable. */
const READY_TIMEOUT_MS = 2_000;

/**
 * Liveness (restart the process when it fails) apart from readiness (send it traffic only when it passes): a database
 * outage makes the API unready, not dead, so an orchestrator keeps it and a load balancer routes around it.
 */
export async function healthRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  route(app, context, {
    method: "GET",
    url: "/health/live/",
    auth: "none",
    response: { 200: livenessSchema },
    summary: "Liveness: the process answers; never looks at the database",
    tag: "health",
    handler: async () => ({ status: "alive" as const }),
  });

  route(app, context, {
    method: "GET",
    url: "/health/ready/",
    auth: "none",
    response: { 200: readinessSchema },
    summary: "Readiness: 200 when the database answers within 2 s, else 503 with Retry-After",
    tag: "health",
    handler: async ({ reply }) => {
      reply.header("Cache-Control", "no-store");
      let timer: NodeJS.Timeout | undefined;
      const answered = await Promise.race([
        pingDatabase(db).then(
          () => true,
          () => false,
        ),
        new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS))),
      ]);
      clearTimeout(timer);
      if (!answered) {
        throw new HttpError(
          503,
          { detail: MESSAGES.databaseUnavailable, database: "unavailable" },
          { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) },
        );
      }
      return { status: "ready" as const, database: "ok" as const };
    },
  });
}
