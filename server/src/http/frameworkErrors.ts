import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";

const BASE_HEADERS = { "Content-Type": "application/json; charset=utf-8", "X-Content-Type-Options": "nosniff" };

/** Errors the HTTP parser raises before any route runs: the request line or headers too large, a slow client. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, "Request line or headers too large."],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request timed out."],
  HPE_INVALID_URL: [400, "Malformed request URL."],
};

/** Answers a request the HTTP parser refused with a Django-REST-style body, then closes the connection. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ""] ?? [400, "Malformed request."];
  const body = JSON.stringify({ detail: message });
  if (socket.writable) {
    const headers = Object.entries({ ...BASE_HEADERS, "Content-Length": Buffer.byteLength(body), Connection: "close" })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers}\r\n${body}`);
  }
  socket.destroy();
}

/** Errors the router raises (bad percent-encoding, a path parameter too long), with a Django-REST-style body. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === "FST_ERR_MAX_PARAM_LENGTH" ? 414 : 400;
  const message =
    error.code === "FST_ERR_BAD_URL" ? "Malformed percent-encoding in the URL." : "Malformed request URL.";
  return reply.code(status).headers(BASE_HEADERS).send({ detail: message });
}
