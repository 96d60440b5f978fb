import type { FastifyInstance } from "fastify";
import type { Metrics } from "../lib/metrics";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Paths no route matched (unknown paths, scans) share one label, so a label never holds what a client typed. */
export const UNMATCHED_ROUTE = "unmatched";

/**
 * Counts every answered request by its route's pattern (`/api/teams/:teamId/remove/`, never the path with its ids),
 * method and status, and its time in a histogram by route and method.
 */
export function installRequestMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook("onResponse", (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const method = METHODS.has(request.method) ? request.method : "other";
    metrics.requests.inc({ route, method, status: String(reply.statusCode) });
    metrics.requestSeconds.observe({ route, method }, reply.elapsedTime / 1000);
    done();
  });
}
