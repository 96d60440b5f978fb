import type { FastifyInstance } from "fastify";
import { banSchema, hideListingSchema } from "../../../../contract/finderAdmin";
import type { AppContext } from "../../context";
import { listRoute } from "../../http/listRoute";
import { actorOf, idParams } from "../../http/params";
import { route } from "../../http/route";
import {
  banFromFinder,
  dismissReport,
  hideListingFor,
  reportsForConsole,
  unbanFromFinder,
} from "../../services/finderModeration";

/** The teammate finder in the console: reports, hiding a listing, blocking a person from the finder; all audited. */
export async function adminFinderRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  const tag = "admin";

  listRoute(
    app,
    context,
    "adminFinderReports",
    "Reports of teammate finder listings and requests, newest first; ?status=open or closed",
    (filters, window) => reportsForConsole(db, filters.status || null, window),
  );

  route(app, context, {
    method: "POST",
    url: "/admin/finder/listings/:id/hide/",
    auth: "organiser",
    params: idParams,
    body: hideListingSchema,
    response: { 204: null },
    summary: "Hides a teammate finder listing from everyone; its open reports close (audited)",
    tag,
    handler: async ({ user, params, body }) => hideListingFor(db, actorOf(user), params.id, body.reason),
  });

  route(app, context, {
    method: "POST",
    url: "/admin/finder/bans/",
    auth: "organiser",
    body: banSchema,
    response: { 204: null },
    summary: "Blocks a person from the teammate finder: their listings and requests end (audited)",
    tag,
    handler: async ({ user, body }) => banFromFinder(db, actorOf(user), body.user, body.reason),
  });

  route(app, context, {
    method: "DELETE",
    url: "/admin/finder/bans/:id/",
    auth: "organiser",
    params: idParams,
    response: { 204: null },
    summary: "Lifts a person's block from the teammate finder (audited)",
    tag,
    handler: async ({ user, params }) => unbanFromFinder(db, actorOf(user), params.id),
  });

  route(app, context, {
    method: "POST",
    url: "/admin/finder/reports/:id/dismiss/",
    auth: "organiser",
    params: idParams,
    response: { 204: null },
    summary: "Closes a teammate finder report that needs nothing done (audited)",
    tag,
    handler: async ({ user, params }) => dismissReport(db, actorOf(user), params.id),
  });
}
