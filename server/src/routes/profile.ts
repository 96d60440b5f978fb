import type { FastifyInstance } from "fastify";
import { handlesSchema, handlesUpdateSchema, profileSchema, profileUpdateSchema } from "../../../contract/profile";
import type { AppContext } from "../context";
import { route } from "../http/route";
import { readHandles } from "../repos/handles";
import { changeHandles, profileOf, saveProfile } from "../services/profile";

export async function profileRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  route(app, context, {
    method: "GET",
    url: "/profile/",
    auth: "user",
    response: { 200: profileSchema },
    summary: "The caller's profile",
    tag: "profile",
    handler: ({ user }) => profileOf(context, user),
  });

  route(app, context, {
    method: "PUT",
    url: "/profile/",
    auth: "user",
    body: profileUpdateSchema,
    response: { 200: profileSchema },
    summary: "Saves every profile field; the profile is complete once all are filled",
    tag: "profile",
    handler: ({ user, body }) => saveProfile(context, user, body),
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
    handler: ({ user, body }) => changeHandles(db, user.id, body),
  });
}
