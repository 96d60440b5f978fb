import type { FastifyInstance } from "fastify";
import * as z from "zod/mini";
import { text } from "../../../contract/fields";
import { handlesSchema, handlesUpdateSchema, profileSchema, profileUpdateSchema } from "../../../contract/profile";
import type { AppContext } from "../context";
import { route } from "../http/route";
import { readHandles, saveHandles } from "../repos/handles";
import { creditReferral, updateProfile } from "../repos/users";
import { isComplete, profileBody } from "../services/users";

/**
 * The contract's profile, but `country` as long as this server has always taken it: the app still sends country
 * names ("India") while API.md calls it a code of at most 4 characters. Until the app sends codes, a save must not
 * start failing.
 */
const profileUpdate = z.extend(profileUpdateSchema, { country: text(100, { blank: true }) });

export async function profileRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  route(app, context, {
    method: "GET",
    url: "/profile/",
    auth: "user",
    response: { 200: profileSchema },
    summary: "The caller's profile",
    tag: "profile",
    handler: async ({ user }) => profileBody(user),
  });

  route(app, context, {
    method: "PUT",
    url: "/profile/",
    auth: "user",
    body: profileUpdate,
    response: { 200: profileSchema },
    summary: "Saves every profile field; the profile is complete once all are filled",
    tag: "profile",
    handler: ({ user, body }) =>
      db.transaction(async (tx) => {
        const saved = await updateProfile(tx, user.id, body, isComplete(body));
        await creditReferral(tx, user.id);
        return profileBody(saved);
      }),
  });

  route(app, context, {
    method: "GET",
    url: "/profile/handles/",
    auth: "user",
    response: { 200: handlesSchema },
    summary: "The caller's coding-platform handles",
    tag: "profile",
    handler: ({ user }) => readHandles(db, user.id),
  });

  route(app, context, {
    method: "PUT",
    url: "/profile/handles/",
    auth: "user",
    body: handlesUpdateSchema,
    response: { 200: handlesSchema },
    summary: "Saves the handles sent; blank or null clears one",
    tag: "profile",
    handler: async ({ user, body }) => {
      await saveHandles(db, user.id, body);
      return readHandles(db, user.id);
    },
  });
}
