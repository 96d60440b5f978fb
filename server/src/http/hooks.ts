import type { Socket } from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "../db/faults";
import { DomainError } from "../services/errors";
import { HttpError, httpErrorOf, MESSAGES } from "./errors";

/** Answers that start a session carry the token; any call with a token may answer with the caller's data. */
const SIGN_IN_PATHS = new Set(["/api/login/", "/api/register/"]);

function carriesPersonalData(request: FastifyRequest): boolean {
  if (request.headers.authorization) return true;
  return SIGN_IN_PATHS.has(request.url.split("?")[0].replace(/\/{2,}/g, "/"));
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * Data exceptions a caller's value causes when no check caught it first: a NUL or an invalid byte sequence (22021),
 * a character the encoding lacks (22P05), a number out of range (22003), a value too long (22001). Other data
 * exceptions (such as 22P02, a value of the wrong type) are the server's own mistakes and stay 500s.
 */
const INPUT_DATA_EXCEPTIONS = new Set(["22021", "22P05", "22003", "22001"]);
const isDataException = (error: unknown) => INPUT_DATA_EXCEPTIONS.has(String((error as { code?: unknown }).code));

/**
 * What a failed request's log line keeps of the error: its kind, code, message, constraint and stack frames.
 * Database errors also carry the statement and its parameters (e-mails, uids, names), and their messages quote
 * values ('invalid input syntax for type integer: "..."'): the log gets neither, only the message with quotes blanked.
 */
function loggableError(error: unknown): Record<string, unknown> {
  if (typeof error !== "object" || error === null) return { message: String(error) };
  const { name, code, message, constraint, table, column, stack } = error as Record<string, unknown>;
  const fromDatabase = typeof code === "string" && SQLSTATE.test(code);
  const kept: Record<string, unknown> = {
    type: fromDatabase ? "DatabaseError" : name,
    code,
    message: fromDatabase && typeof message === "string" ? message.replace(/"[^"]*"/g, '"…"') : message,
    constraint,
    table,
    column,
  };
  if (typeof stack === "string")
    kept.stack = stack
      .split("\n")
      .filter((line) => line.startsWith("    at "))
      .join("\n");
  return Object.fromEntries(Object.entries(kept).filter(([, value]) => value !== undefined));
}

/** How long a connection whose body was left unread stays open, unread, once its answer is sent. */
const LINGER_MS = 1_000;

/**
 * Closes a connection whose request body is left unread, so that the client still reads the answer. Node, told the
 * connection closes, destroys the socket as soon as the answer is written: with bytes unread, the system then resets
 * the connection and the client may lose the answer. Instead the answer is followed by the end of the server's side,
 * the socket stops reading (a client that goes on sending fills only the system's buffers), and it is destroyed when
 * the client closes or after LINGER_MS (docs/security.md, "Request bodies").
 */
function closeUnread(socket: Socket) {
  socket.destroySoon = () => {
    socket.end();
    // After Node's own attempt, in this turn, to read the rest of the body.
    setImmediate(() => socket.pause());
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}

/**
 * JSON bodies (an empty body counts as none), Django-REST-style bodies for every error Fastify raises itself,
 * a 404 body for unknown paths, and one structured log line per request: method, path, status, time. Headers
 * (and so tokens) never reach the log.
 */
export function installHttpBasics(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text === "") done(null, undefined);
    else parseJson(request, text, done);
  });

  app.setErrorHandler((thrown, request, reply) => {
    // A service's domain error gets its HTTP answer here, at the edge; services know no status codes.
    const error = thrown instanceof DomainError ? (httpErrorOf(thrown) ?? thrown) : thrown;
    if (error instanceof HttpError) return reply.code(error.statusCode).headers(error.headers).send(error.body);
    const { code, statusCode = 500, message } = error as { code?: string; statusCode?: number; message: string };
    if (code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      // A route with a limit of its own (route()'s `bodyLimit`) says it in its own words; any other names the limit
      // that applied (the route's own, else the server's BODY_LIMIT).
      const own = (request.routeOptions.config as { tooLarge?: unknown } | undefined)?.tooLarge;
      const limit = request.routeOptions.bodyLimit;
      const message = typeof own === "string" ? own : `Request body is too large (limit ${limit} bytes).`;
      return reply.code(413).send({ detail: message });
    }
    if (code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return reply
        .code(415)
        .send({ detail: `Unsupported media type "${request.headers["content-type"] ?? ""}" in request.` });
    }
    if (statusCode === 400 && (error instanceof SyntaxError || code === "FST_ERR_CTP_INVALID_JSON_BODY")) {
      return reply.code(400).send({ detail: `JSON parse error - ${message}` });
    }
    if (statusCode >= 400 && statusCode < 500) return reply.code(statusCode).send({ detail: message });
    // A value PostgreSQL refused as data (a NUL or an invalid byte sequence, a number out of range, a value too long)
    // that no check caught earlier: the caller's input, so a 400 saying what to change, and a warning to add the check.
    if (isDataException(error)) {
      request.log.warn({ error: loggableError(error) }, "input refused by the database");
      return reply.code(400).send({
        detail:
          "A value in the request cannot be stored or compared: it is too long, out of range, or not valid text " +
          "(save text as UTF-8, without NUL characters). Correct it and try again.",
      });
    }
    // The database went away or is overloaded: a quick 503 the client may retry, not a 500 (docs/operations.md).
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ error: loggableError(error) }, "database unavailable");
      return reply
        .code(503)
        .header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ detail: MESSAGES.databaseUnavailable });
    }
    request.log.error({ error: loggableError(error) }, "request failed");
    return reply.code(500).send({ detail: "A server error occurred." });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: "Not found." }));

  app.addHook("onSend", (request, reply, _payload, done) => {
    reply.header("X-Content-Type-Options", "nosniff");
    if (carriesPersonalData(request)) reply.header("Cache-Control", "no-store");
    // Answered before the whole body was read (a refused caller, a body over the limit, a type no route reads): the
    // connection closes once the answer is sent, where Node would read the rest to keep it alive.
    if (!request.raw.complete) {
      reply.header("Connection", "close");
      closeUnread(request.raw.socket);
    }
    done();
  });

  app.addHook("onResponse", (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        path: request.url.split("?")[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      "request",
    );
    done();
  });
}
