import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { FastifyInstance } from "fastify";

/** Reads the metrics to answer a scrape with (this process's, or the whole cluster's). */
export type MetricsReader = () => Promise<{ contentType: string; text: string }>;

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/**
 * Whether `sent` is the configured token, compared in constant time: both sides are hashed first, so the comparison
 * takes as long whatever the length or the first differing character of what was sent.
 */
export function tokenMatches(sent: string, token: string): boolean {
  return timingSafeEqual(digest(sent), digest(token));
}

/** `Authorization: Bearer <token>`: the token, or null when the header is missing or of another scheme. */
function bearer(header: string | undefined): string | null {
  const match = /^Bearer ([^\s]+)$/i.exec(header?.trim() ?? "");
  return match ? match[1] : null;
}

/**
 * `GET /metrics` on the API's own port, for a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`. Without the
 * token the route does not exist (404, as any unknown path); a missing or wrong token is 401, and nothing is read.
 */
export function metricsRoute(app: FastifyInstance, read: MetricsReader, token: string) {
  app.get("/metrics", async (request, reply) => {
    const sent = bearer(request.headers.authorization);
    reply.header("Cache-Control", "no-store");
    if (sent === null || !tokenMatches(sent, token)) {
      return reply
        .code(401)
        .header("WWW-Authenticate", 'Bearer realm="metrics"')
        .send({ detail: "Authentication credentials were not provided or are wrong." });
    }
    const { contentType, text } = await read();
    return reply.type(contentType).send(text);
  });
}

/**
 * A listener of its own on 127.0.0.1:`port` that answers `GET /metrics` (no token: only processes on this machine can
 * reach it) and 404 to anything else.
 */
export async function metricsListener(port: number, read: MetricsReader): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== "GET" || request.url?.split("?")[0] !== "/metrics") {
      response.writeHead(404, { "Content-Type": "text/plain" }).end("Not found. Metrics are at /metrics.\n");
      return;
    }
    read().then(
      ({ contentType, text }) => response.writeHead(200, { "Content-Type": contentType }).end(text),
      (error: unknown) => {
        response.writeHead(500, { "Content-Type": "text/plain" });
        response.end(`Metrics could not be read: ${error instanceof Error ? error.message : String(error)}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return server;
}
