import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { type Answer, answer } from "./route";

/**
 * A public answer anyone may keep (`events/` without a token, an event's published texts, the festival's identity):
 * sent with an ETag made from its bytes and `Cache-Control: no-cache`, so a browser, the service worker or a shared
 * cache keeps it and asks again with `If-None-Match`, which a 304 with no body answers while nothing changed. Answers
 * to calls with a token are never kept (`no-store`, server/src/http/hooks.ts), and say so with `Vary: Authorization`.
 */
export function cacheable<T>(request: FastifyRequest, reply: FastifyReply, body: T): T | Answer<304, undefined> {
  const tag = `W/"${createHash("sha1").update(JSON.stringify(body)).digest("base64url")}"`;
  reply.header("ETag", tag);
  reply.header("Cache-Control", "no-cache");
  reply.header("Vary", "Authorization");
  const asked = request.headers["if-none-match"];
  const tags = typeof asked === "string" ? asked.split(",").map((each) => each.trim()) : [];
  return tags.includes(tag) || tags.includes("*") ? answer(304, undefined) : body;
}
