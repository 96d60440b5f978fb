import type { FastifyInstance } from "fastify";
import { accountLanguageSchema, accountLanguageUpdateSchema } from "../../../contract/accountLanguage";
import type { AppContext } from "../context";
import { route } from "../http/route";
import { readAccountLanguage } from "../repos/accountLanguage";
import { changeAccountLanguage } from "../services/profile";

/** The language on the caller's account (issue 42; docs/API.md "Languages"): what their mail is written in. */
export async function accountLanguageRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  route(app, context, {
    method: "GET",
    url: "/profile/language/",
    auth: "user",
    response: { 200: accountLanguageSchema },
    summary: "The language of the caller's mail and pages (null: none chosen, English)",
    tag: "profile",
    handler: async ({ user }) => ({ language: await readAccountLanguage(db, user.id) }),
  });

  route(app, context, {
    method: "PUT",
    url: "/profile/language/",
    auth: "user",
    body: accountLanguageUpdateSchema,
    response: { 200: accountLanguageSchema },
    summary: "Keeps the language chosen in the app on the account, so mail follows it; null forgets it",
    tag: "profile",
    handler: async ({ user, body }) => ({ language: await changeAccountLanguage(db, user.id, body.language) }),
  });
}
