import type { FastifyInstance, FastifyReply } from "fastify";
import { negotiateLanguage, type ServerLanguage } from "../i18n/languages";
import { translatedBody } from "../i18n/translate";

declare module "fastify" {
  interface FastifyRequest {
    /** The language the caller asked for (`Accept-Language`, negotiated; English by default): docs/API.md "Languages". */
    language: ServerLanguage;
  }
}

/** Says that the answer depends on `Accept-Language` (added to any `Vary` already set, e.g. CORS's `Origin`). */
export function varyOnLanguage(reply: FastifyReply): void {
  const current = reply.getHeader("Vary");
  const names = (Array.isArray(current) ? current.join(",") : String(current ?? ""))
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");
  if (names.some((name) => name === "*" || name.toLowerCase() === "accept-language")) return;
  reply.header("Vary", [...names, "Accept-Language"].join(", "));
}

/**
 * Every request gets its language (`request.language`), and every error answer its messages in it: the services and
 * routes write the contract's English messages (contract/messages.ts), and they are translated here, on the way out,
 * from the server's catalogues (server/src/i18n). Error answers carry `Vary: Accept-Language`; a success answer that
 * depends on the language says so itself (varyOnLanguage).
 */
export function installLanguage(app: FastifyInstance) {
  app.decorateRequest("language", "en");
  app.addHook("onRequest", (request, _reply, done) => {
    request.language = negotiateLanguage(request.headers["accept-language"]);
    done();
  });
  app.addHook("preSerialization", (request, reply, payload, done) => {
    if (reply.statusCode < 400) return done(null, payload);
    varyOnLanguage(reply);
    done(null, translatedBody(payload, request.language));
  });
}
