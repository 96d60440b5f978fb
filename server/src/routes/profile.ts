import type { FastifyInstance } from "fastify";
import { handlesSchema, handlesUpdateSchema, profileSchema, profileUpdateSchema } from "../../../contract/profile";
import { isOrganiser, isOrganiserIn } from "../auth/organiser";
import type { AppContext } from "../context";
import { route } from "../http/route";
import { readHandles, saveHandles } from "../repos/handles";
import { creditReferral, updateProfile } from "../repos/users";
import { isComplete, profileBody } from "../services/users";
import { calendarUrlOf } from "./calendar";

export async function profileRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  route(app, context, {
    method: "GET",
    url: "/profile/",
    auth: "user",
    response: { 200: profileSchema },
    summary: "The caller's profile",
    tag: "profile",
    handler: async ({ user }) => ({
      ...profileBody(user),
      is_organiser: await isOrganiser(context, user),
      calendar_url: await calendarUrlOf(context, user.id),
    }),
  });

  route(app, context, {
    method: "PUT",
    url: "/profile/",
    auth: "user",
    body: profileUpdateSchema,
    response: { 200: profileSchema },
    summary: "Saves every profile field; the profile is complete once all are filled",
    tag: "profile",
    handler: ({ user, body }) =>
      db.transaction(async (tx) => {
        const saved = await updateProfile(tx, user.id, body, isComplete(body));
        await creditReferral(tx, user.id);
        return {
          ...profileBody(saved),
          is_organiser: await isOrganiserIn(tx, context, saved),
          calendar_url: await calendarUrlOf(context, saved.id, tx),
        };
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
