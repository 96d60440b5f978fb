import type { FastifyInstance } from "fastify";
import * as z from "zod/mini";
import {
  adminResultsSchema,
  publishResponseSchema,
  REVOCATION_REASON_MAX_LENGTH,
  resultsPreviewSchema,
} from "../../../../contract/admin";
import { text } from "../../../../contract/fields";
import { RESULTS_BODY_LIMIT, resultsUploadQuerySchema } from "../../../../contract/results";
import type { AppContext } from "../../context";
import { listRoute } from "../../http/listRoute";
import { searchPattern } from "../../http/paging";
import { actorOf, idParams } from "../../http/params";
import { route } from "../../http/route";
import { certificatePage } from "../../repos/certificates";
import { CERTIFICATE_ID } from "../../services/certificates";
import { eventFilter } from "../../services/events";
import { emailOn } from "../../services/mailSwitch";
import { publishResults } from "../../services/publication";
import {
  previewResults,
  resultsForOrganisers,
  revokeCertificateByOrganiser,
  saveResults,
} from "../../services/resultsAdmin";

const RESULTS_TOO_LARGE =
  `The file is too large: results uploads are limited to ${RESULTS_BODY_LIMIT / 1024 / 1024} MB ` +
  `(${RESULTS_BODY_LIMIT} bytes). Remove the columns the upload does not use, or split the file.`;

/** The results routes' own body limit: a 25,000-team results file or a 50,000-row leaderboard fits. */
const uploadLimit = { bytes: RESULTS_BODY_LIMIT, tooLarge: RESULTS_TOO_LARGE };

/** Results (draft, preview, publication with certificates) and certificate revocation. */
export async function adminResultRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  const tag = "admin";
  route(app, context, {
    method: "GET",
    url: "/admin/events/:id/results/",
    auth: "organiser",
    params: idParams,
    response: { 200: adminResultsSchema },
    summary: "The event's results as saved (a draft until published) and, once published, any amendment waiting",
    tag,
    handler: ({ params }) => resultsForOrganisers(db, params.id),
  });

  // The two upload routes in a scope of their own: only they read CSV (as bytes: services/csv.ts decodes them) and only
  // they take bodies of 10 MB, and route() checks the organiser's token before any of it is read.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      ["text/csv", "text/tab-separated-values"],
      { parseAs: "buffer" },
      (_request, body, done) => done(null, body),
    );

    route(scope, context, {
      method: "PUT",
      url: "/admin/events/:id/results/",
      auth: "organiser",
      params: idParams,
      query: resultsUploadQuerySchema,
      bodyLimit: uploadLimit,
      response: { 200: adminResultsSchema },
      summary:
        "Replaces the draft results (JSON ranking and participated, CSV rows team,rank, or a CSV leaderboard keyed by " +
        "member); after publication, saves an amendment that its own publish applies",
      tag,
      handler: ({ user, params, query, request }) => saveResults(db, actorOf(user), params.id, request.body, query),
    });

    route(scope, context, {
      method: "POST",
      url: "/admin/events/:id/results/preview/",
      auth: "organiser",
      params: idParams,
      query: resultsUploadQuerySchema,
      bodyLimit: uploadLimit,
      response: { 200: resultsPreviewSchema },
      summary:
        "What saving these results (JSON, CSV, or a CSV leaderboard keyed by member) would store and change; after " +
        "publication, who would gain and who would lose which certificate; nothing is saved",
      tag,
      handler: ({ params, query, request }) => previewResults(db, params.id, request.body, query),
    });
  });

  route(app, context, {
    method: "POST",
    url: "/admin/events/:id/results/publish/",
    auth: "organiser",
    params: idParams,
    response: { 200: publishResponseSchema },
    summary:
      "Publishes the results and issues the certificates (again, it issues only what is missing); with an amendment " +
      "waiting, applies it: revokes the certificates that no longer apply, with the reason, and issues the new ones",
    tag,
    handler: async ({ user, params }) => {
      const { result, corrections } = await publishResults(db, params.id, actorOf(user), {
        mailsOn: emailOn(context),
        ...context.publication,
      });
      if (corrections) await context.onCertificatesCorrected?.(corrections);
      return result;
    },
  });

  listRoute(
    app,
    context,
    "adminCertificates",
    "Certificates by event, searched by holder name, e-mail or id, newest first, 50 a page",
    async (filters, { limit, offset }) => {
      const eventId = await eventFilter(db, filters.event);
      const term = filters.search?.trim() ?? "";
      return certificatePage(db, { eventId, pattern: term ? searchPattern(term) : null }, term, limit, offset);
    },
  );

  route(app, context, {
    method: "DELETE",
    url: "/admin/certificates/:id/",
    auth: "organiser",
    params: z.object({ id: z.string().check(z.regex(CERTIFICATE_ID)) }),
    query: z.object({ reason: text(REVOCATION_REASON_MAX_LENGTH) }),
    response: { 204: null },
    summary: "Revokes a certificate (the row stays; verification shows when and why)",
    tag,
    handler: ({ user, params, query }) => revokeCertificateByOrganiser(db, actorOf(user), params.id, query.reason),
  });
}
