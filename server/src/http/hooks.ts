import type { FastifyInstance } from "fastify";
import { HttpError } from "./errors";

/**
 * JSON bodies (an empty body counts as none), Django-REST-style bodies for every error Fastify raises itself,
 * a 404 body for unknown paths, and one structured log line per request: method, path, status, time. Headers
 * (and so tokens) never reach the log.
 */
export function installHttpBasics(app: FastifyInstance, bodyLimit: number) {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text === "") done(null, undefined);
    else parseJson(request, text, done);
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send(error.body);
    const { code, statusCode = 500, message } = error as { code?: string; statusCode?: number; message: string };
    if (code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return reply.code(413).send({ detail: `Request body is too large (limit ${bodyLimit} bytes).` });
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
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ detail: "A server error occurred." });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: "Not found." }));

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
