import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod/mini";
import type { AppContext } from "../context";
import { varyOnLanguage } from "../http/language";
import { recordRoute } from "../http/registry";
import type { ServerLanguage } from "../i18n/languages";
import { mailLanguage, wordsOf } from "../i18n/mailWords";
import { readAccountLanguage } from "../repos/accountLanguage";
import { festivalNow } from "../services/content";
import { escapeHtml } from "../services/mailRender";
import { readUnsubscribeToken, savePrefs } from "../services/unsubscribe";

/** A small page: no script, styles inline, every value escaped; its form posts back to the same URL. */
function page(
  { reply, festival, language }: { reply: FastifyReply; festival: string; language: ServerLanguage },
  status: number,
  title: string,
  paragraphs: string[],
  form?: { field: string; label: string },
) {
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - ${escapeHtml(festival)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a;background:#fff}
button{font:inherit;padding:.5rem 1rem;border:1px solid #1a1a1a;border-radius:4px;background:#1a1a1a;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #0b5fff;outline-offset:2px}
@media (prefers-color-scheme: dark){body{background:#121212;color:#eee}button{background:#eee;color:#121212;border-color:#eee}}</style>
</head><body><main>
<h1>${escapeHtml(title)}</h1>
${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join("\n")}
${form ? `<form method="post"><input type="hidden" name="${escapeHtml(form.field)}" value="One-Click"><button type="submit">${escapeHtml(form.label)}</button></form>` : ""}
</main></body></html>`;
  varyOnLanguage(reply);
  return reply
    .code(status)
    .header("Content-Type", "text/html; charset=utf-8")
    .header(
      "Content-Security-Policy",
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'",
    )
    .header("Cache-Control", "no-store")
    .header("Referrer-Policy", "no-referrer")
    .send(html);
}

/** A one-click unsubscribe form's body is a few dozen bytes. */
const UNSUBSCRIBE_BODY_LIMIT = 1024;

/**
 * One-click unsubscribe (RFC 8058) at `unsubscribe/{token}/`, on API_PUBLIC_URL: a POST of
 * `List-Unsubscribe=One-Click` turns the token's category off without signing in; `Undo=One-Click` turns it back on.
 * A GET (a person opening the link; mail scanners too) changes nothing: it shows a page asking to confirm.
 */
export async function unsubscribeRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  /**
   * The reply with the festival's title as published, for the page's title, and the page's language: the recipient's
   * (users.language, as their mail), else the one the browser asks for (Accept-Language), else English.
   */
  const answering = async <R extends FastifyReply>(request: FastifyRequest, reply: R, userId?: number) => {
    const kept = userId === undefined ? null : await readAccountLanguage(db, userId);
    const language = kept ? mailLanguage(kept) : request.language;
    return { reply, festival: (await festivalNow(db)).title, language, t: wordsOf("pages", language) };
  };
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: UNSUBSCRIBE_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.get<{ Params: { token: string } }>("/unsubscribe/:token/", async (request, reply) => {
      const target = await readUnsubscribeToken(db, request.params.token);
      if (!target) {
        const answer = await answering(request, reply);
        return page(answer, 404, answer.t("invalidTitle"), [answer.t("invalidBody")]);
      }
      const answer = await answering(request, reply, target.userId);
      const what = answer.t("what", { category: target.category });
      return page(answer, 200, answer.t("confirmTitle"), [answer.t("confirmBody", { what })], {
        field: "List-Unsubscribe",
        label: answer.t("unsubscribe"),
      });
    });

    scope.post<{ Params: { token: string }; Body: Record<string, string> | undefined }>(
      "/unsubscribe/:token/",
      // The route's own limit too, so a larger body's 413 names it (the parser's alone would be answered with the
      // server's BODY_LIMIT in the message).
      { bodyLimit: UNSUBSCRIBE_BODY_LIMIT },
      async (request, reply) => {
        const target = await readUnsubscribeToken(db, request.params.token);
        if (!target) {
          const answer = await answering(request, reply);
          return page(answer, 404, answer.t("invalidTitle"), [answer.t("invalidBody")]);
        }
        const answer = await answering(request, reply, target.userId);
        const { t } = answer;
        const body = (typeof request.body === "object" && request.body) || {};
        const undo = body.Undo === "One-Click";
        if (!undo && body["List-Unsubscribe"] !== "One-Click") {
          return page(answer, 400, t("nothingTitle"), [t("nothingBody")]);
        }
        await savePrefs(db, target.userId, { [target.category]: undo });
        const what = t("what", { category: target.category });
        return undo
          ? page(answer, 200, t("againTitle"), [t("againBody", { what })], {
              field: "List-Unsubscribe",
              label: t("unsubscribe"),
            })
          : page(answer, 200, t("doneTitle"), [t("doneBody", { what }), t("doneHint")], {
              field: "Undo",
              label: t("undo"),
            });
      },
    );
  });
  for (const method of ["GET", "POST"] as const) {
    recordRoute({
      method,
      path: `${app.prefix}/unsubscribe/:token/`,
      auth: "none",
      params: z.object({ token: z.string() }),
      response: { 200: null },
      summary:
        method === "GET"
          ? "One-click unsubscribe: a page asking to confirm (HTML)"
          : "One-click unsubscribe (RFC 8058): List-Unsubscribe=One-Click turns the category off, Undo=One-Click on",
      tag: "profile",
    });
  }
}
