import type { FastifyInstance } from "fastify";
import { MESSAGES } from "./errors";

/** The longest value a query parameter may have (no parameter of the API needs more than a search text). */
export const QUERY_VALUE_MAX_LENGTH = 1_000;

const NUL_ENCODED = /%00/i;

/**
 * An object as JSON makes it (a CSV upload's bytes arrive as a Buffer: walking one as an object would visit every byte
 * as a key; services/csv.ts checks those bytes itself).
 */
const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** The top-level fields of a JSON body that hold a NUL character anywhere inside them (keys included). */
function fieldsWithNul(body: unknown): string[] {
  if (!isJsonObject(body)) return hasNul(body) ? ["non_field_errors"] : [];
  return Object.entries(body).flatMap(([key, value]) =>
    hasNul(key) ? ["non_field_errors"] : hasNul(value) ? [key] : [],
  );
}

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 32) return false;
  if (Array.isArray(value)) return value.some((item) => hasNul(item, depth + 1));
  if (!isJsonObject(value)) return false;
  return Object.entries(value).some(([key, item]) => key.includes("\u0000") || hasNul(item, depth + 1));
}

/**
 * What no route should ever see, refused before any route runs with a 400 that says what to change: a NUL character
 * (PostgreSQL cannot store one in text) in the path, the query string or any string of a JSON body, and query
 * values longer than any parameter needs. The contract's text fields refuse NUL too; this covers every other place.
 */
export function installInputGuard(app: FastifyInstance) {
  app.addHook("onRequest", async (request, reply) => {
    const [path, query = ""] = request.url.split(/\?(.*)/s, 2);
    if (NUL_ENCODED.test(path) || path.includes("\u0000")) {
      return reply.code(400).send({ detail: "The URL path contains a NUL character (%00). Remove it and try again." });
    }
    if (NUL_ENCODED.test(query) || query.includes("\u0000")) {
      return reply
        .code(400)
        .send({ detail: "The query string contains a NUL character (%00). Remove it and try again." });
    }
  });

  app.addHook("preValidation", async (request, reply) => {
    const parameters = (request.query ?? {}) as Record<string, unknown>;
    for (const [name, value] of Object.entries(parameters)) {
      const values = Array.isArray(value) ? value : [value];
      if (values.some((item) => typeof item === "string" && item.length > QUERY_VALUE_MAX_LENGTH)) {
        return reply.code(400).send({
          detail: `The query parameter "${name.slice(0, 100)}" is too long: send at most ${QUERY_VALUE_MAX_LENGTH} characters.`,
        });
      }
    }
    if (typeof request.body === "string" && request.body.includes("\u0000")) {
      // A text upload (a results CSV) with NUL characters: most often a spreadsheet's "Unicode text" (UTF-16) export.
      return reply.code(400).send({
        detail:
          'The file contains NUL characters, as a UTF-16 ("Unicode text") export does. Save it as CSV UTF-8 and upload it again.',
      });
    }
    const fields = fieldsWithNul(request.body);
    if (fields.length > 0) {
      return reply.code(400).send(Object.fromEntries(fields.map((field) => [field, [MESSAGES.nulCharacter]])));
    }
  });
}
