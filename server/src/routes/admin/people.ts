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
import { detail, fieldError, MESSAGES } from "../../http/errors";
import { answer, route } from "../../http/route";
import {
  allAmbassadors,
  deleteAmbassador,
  findAmbassador,
  insertAmbassador,
  updateAmbassador,
} from "../../repos/adminCas";
import { allOrganisers } from "../../repos/adminOrganisers";
import { recordAudit } from "../../repos/audit";
import { grantRole, revokeRole } from "../../services/organisers";
import { actorOf, idParams } from "./params";

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
    handler: ({ user, body }) =>
      db.transaction(async (tx) => {
        const created = await insertAmbassador(tx, body);
        if (!created) throw fieldError("caid", "An ambassador with this CAID already exists.");
        await recordAudit(tx, actorOf(user), "ambassador.create", `ambassador:${created.caid}`, { after: body });
        return created;
      }),
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
    handler: ({ user, params, body }) =>
      db.transaction(async (tx) => {
        const before = await findAmbassador(tx, params.caid, true);
        if (!before) throw detail(404, MESSAGES.notFound);
        const after = await updateAmbassador(tx, params.caid, body);
        const changed = Object.keys(body) as Array<keyof typeof body>;
        await recordAudit(tx, actorOf(user), "ambassador.update", `ambassador:${params.caid}`, {
          before: Object.fromEntries(changed.map((key) => [key, before[key]])),
          after: Object.fromEntries(changed.map((key) => [key, after[key]])),
        });
        return after;
      }),
  });

  route(app, context, {
    method: "DELETE",
    url: "/admin/cas/:caid/",
    auth: "organiser",
    params: caidParams,
    response: { 204: null },
    summary: "Removes a campus ambassador",
    tag,
    handler: ({ user, params }) =>
      db.transaction(async (tx) => {
        const before = await findAmbassador(tx, params.caid, true);
        if (!before) throw detail(404, MESSAGES.notFound);
        await deleteAmbassador(tx, params.caid);
        await recordAudit(tx, actorOf(user), "ambassador.delete", `ambassador:${params.caid}`, { before });
        return undefined;
      }),
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
      await db.transaction((tx) => grantRole(tx, actorOf(user), body.email, configEmails()));
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
      await db.transaction((tx) => revokeRole(tx, actorOf(user), params.id, configEmails()));
      return undefined;
    },
  });
}
