import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

/** The response header that carries a request's id (exposed to the web app, which shows it in its error toasts). */
export const REQUEST_ID_HEADER = "X-Request-Id";

/**
 * What an id from a reverse proxy must look like to be used: 8 to 64 letters, digits, `-`, `_`, `.` or `:` (a UUID, a
 * hex trace id, nginx's `$request_id`, `Root=1-...` without its `=`). Anything else is replaced by one of ours, so a
 * header can never put spaces, quotes, line breaks or a client's chosen text into the log.
 */
const LOOKS_LIKE_AN_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * Fastify's `genReqId`: a request's id, made by the server (a random UUID). Behind trusted proxies (`TRUST_PROXY` > 0)
 * an `X-Request-Id` the proxy set is kept when it looks like an id, so the proxy's access log and ours name the same
 * request; without proxies the header is the client's own word and is ignored.
 */
export function requestIdMaker(trustedProxies: number): (request: IncomingMessage) => string {
  return (request) => {
    if (trustedProxies > 0) {
      const sent = request.headers["x-request-id"];
      if (typeof sent === "string" && LOOKS_LIKE_AN_ID.test(sent)) return sent;
    }
    return randomUUID();
  };
}

/** Every answer names its request: the same id as every log line of that request (`reqId`). */
export function installRequestId(app: FastifyInstance) {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
