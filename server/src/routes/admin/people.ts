import type { FastifyInstance } from "fastify";
import * as z from "zod/mini";
import {
  adminAmbassadorListSchema,
  adminAmbassadorSchema,
  ambassadorCreateSchema,
  ambassadorPatchSchema,
  organiserGrantSchema,
  organiserListSchema,
} from "../../../../contract/admin";
import type { AppContext } from "../../context";
import { actorOf, idParams } from "../../http/params";
import { answer, route } from "../../http/route";
import { allAmbassadors } from "../../repos/adminCas";
import { allOrganisers } from "../../repos/adminOrganisers";
import { addAmbassador, changeAmbassador, removeAmbassador } from "../../services/ambassadors";
import { grantRole, revokeRole } from "../../services/organisers";

const caidParams = z.object({ caid: z.string().check(z.minLength(1), z.maxLength(32)) });

/** Campus ambassadors and organisers, every change audited in its own transaction. */
export async function adminPeopleRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  const configEmails = () => context.config.organiserEmails ?? [];
  const tag = "admin";

  route(app, context, {
    method: "GET",
    url: "/admin/cas/",
    auth: "organiser",
    response: { 200: adminAmbassadorListSchema },
    summary: "Every campus ambassador, best first",
    tag,
    handler: () => allAmbassadors(db),
  });

  route(app, context, {
    method: "POST",
    url: "/admin/cas/",
    auth: "organiser",
    body: ambassadorCreateSchema,
    response: { 201: adminAmbassadorSchema },
    summary: "Adds a campus ambassador",
    tag,
    handler: ({ user, body }) => addAmbassador(db, actorOf(user), body),
  });

  route(app, context, {
    method: "PATCH",
    url: "/admin/cas/:caid/",
    auth: "organiser",
    params: caidParams,
    body: ambassadorPatchSchema,
    response: { 200: adminAmbassadorSchema },
    summary: "Changes a campus ambassador's name, institute, points or comment",
    tag,
    handler: ({ user, params, body }) => changeAmbassador(db, actorOf(user), params.caid, body),
  });

  route(app, context, {
    method: "DELETE",
    url: "/admin/cas/:caid/",
    auth: "organiser",
    params: caidParams,
    response: { 204: null },
    summary: "Removes a campus ambassador",
    tag,
    handler: ({ user, params }) => removeAmbassador(db, actorOf(user), params.caid),
  });

  route(app, context, {
    method: "GET",
    url: "/admin/organisers/",
    auth: "organiser",
    response: { 200: organiserListSchema },
    summary: "Every organiser, from ORGANISER_EMAILS (config) or granted in the console",
    tag,
    handler: () => allOrganisers(db, configEmails()),
  });

  route(app, context, {
    method: "POST",
    url: "/admin/organisers/",
    auth: "organiser",
    body: organiserGrantSchema,
    response: { 201: organiserListSchema },
    summary: "Grants the organiser role to a participant with a verified e-mail",
    tag,
    handler: async ({ user, body }) => {
      await grantRole(db, actorOf(user), body.email, configEmails());
      return answer(201, await allOrganisers(db, configEmails()));
    },
  });

  route(app, context, {
    method: "DELETE",
    url: "/admin/organisers/:id/",
    auth: "organiser",
    params: idParams,
    response: { 204: null },
    summary: "Removes a granted organiser role (not one from ORGANISER_EMAILS, not the caller's own)",
    tag,
    handler: async ({ user, params }) => {
      await revokeRole(db, actorOf(user), params.id, configEmails());
    },
  });
}
