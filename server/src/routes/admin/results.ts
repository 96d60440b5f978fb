import type { FastifyInstance } from "fastify";
import * as z from "zod/mini";
import {
  adminCertificatePageSchema,
  adminResultsSchema,
  publishResponseSchema,
  REVOCATION_REASON_MAX_LENGTH,
  resultsPreviewSchema,
  type ResultsPreview,
} from "../../../../contract/admin";
import { text } from "../../../../contract/fields";
import type { AppContext } from "../../context";
import type { Queryable } from "../../db/types";
import { detail, MESSAGES } from "../../http/errors";
import { pageNumber, pageOf, pageQuery, pageWindow, searchPattern } from "../../http/paging";
import { route } from "../../http/route";
import { recordAudit } from "../../repos/audit";
import { certificatePage, issueForResults, revokeCertificate } from "../../repos/certificates";
import {
  describeEntries,
  type Entry,
  markPublished,
  resultsState,
  type ResultsState,
  saveEntries,
  savedEntries,
} from "../../repos/results";
import { CERTIFICATE_ID } from "../../services/certificates";
import { RESULTS_MESSAGES, requestedEntries } from "../../services/results";
import { eventFilter } from "./console";
import { actorOf, idParams } from "./params";

async function stateOf(db: Queryable, eventId: number, lock = false): Promise<ResultsState> {
  const state = await resultsState(db, eventId, lock);
  if (!state) throw detail(404, MESSAGES.notFound);
  return state;
}

const entryMap = (entries: Entry[]) => new Map(entries.map((entry) => [entry.team, entry.rank]));

/** What replacing `before` with `after` changes, team by team. */
async function preview(db: Queryable, state: ResultsState, before: Entry[], after: Entry[]): Promise<ResultsPreview> {
  const results = await describeEntries(db, state, after);
  const old = await describeEntries(db, state, before);
  const names = new Map(
    [...results.ranking, ...results.participated, ...old.ranking, ...old.participated].map((row) => [
      row.team,
      row.team_name,
    ]),
  );
  const [was, now] = [entryMap(before), entryMap(after)];
  const row = (team: number, rank: number | null) => ({ team, team_name: names.get(team) ?? "", rank });
  return {
    results,
    added: after.filter((entry) => !was.has(entry.team)).map((entry) => row(entry.team, entry.rank)),
    removed: before.filter((entry) => !now.has(entry.team)).map((entry) => row(entry.team, entry.rank)),
    changed: after
      .filter((entry) => was.has(entry.team) && was.get(entry.team) !== entry.rank)
      .map((entry) => ({
        team: entry.team,
        team_name: names.get(entry.team) ?? "",
        before: was.get(entry.team) ?? null,
        after: entry.rank,
      })),
  };
}

const certificateQuery = z.object({ event: z.optional(z.string()), search: z.optional(z.string()), ...pageQuery });

/** Results (draft, preview, publication with certificates) and certificate revocation. */
export async function adminResultRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  const tag = "admin";
  app.addContentTypeParser("text/csv", { parseAs: "string" }, (_request, body, done) => done(null, body));

  route(app, context, {
    method: "GET",
    url: "/admin/events/:id/results/",
    auth: "organiser",
    params: idParams,
    response: { 200: adminResultsSchema },
    summary: "The event's results as saved (a draft until published)",
    tag,
    handler: async ({ params }) => {
      const state = await stateOf(db, params.id);
      return describeEntries(db, state, await savedEntries(db, params.id));
    },
  });

  route(app, context, {
    method: "PUT",
    url: "/admin/events/:id/results/",
    auth: "organiser",
    params: idParams,
    response: { 200: adminResultsSchema },
    summary: "Replaces the draft results (JSON ranking and participated, or CSV rows team,rank) until published",
    tag,
    handler: ({ user, params, request }) =>
      db.transaction(async (tx) => {
        const state = await stateOf(tx, params.id, true);
        if (state.publishedAt) throw detail(400, RESULTS_MESSAGES.published);
        const entries = await requestedEntries(tx, params.id, request.body);
        const before = await savedEntries(tx, params.id);
        await saveEntries(tx, params.id, entries);
        await recordAudit(tx, actorOf(user), "results.save", `event:${state.slug}`, { before, after: entries });
        return describeEntries(tx, { ...state, saved: true }, entries);
      }),
  });

  route(app, context, {
    method: "POST",
    url: "/admin/events/:id/results/preview/",
    auth: "organiser",
    params: idParams,
    response: { 200: resultsPreviewSchema },
    summary: "What saving these results (JSON or CSV) would store and change; nothing is saved",
    tag,
    handler: async ({ params, request }) => {
      const state = await stateOf(db, params.id);
      const entries = await requestedEntries(db, params.id, request.body);
      return preview(db, state, await savedEntries(db, params.id), entries);
    },
  });

  route(app, context, {
    method: "POST",
    url: "/admin/events/:id/results/publish/",
    auth: "organiser",
    params: idParams,
    response: { 200: publishResponseSchema },
    summary: "Publishes the results and issues the certificates; again, it issues only what is missing",
    tag,
    handler: ({ user, params }) =>
      db.transaction(async (tx) => {
        const state = await stateOf(tx, params.id, true);
        if (!state.saved) throw detail(400, RESULTS_MESSAGES.nothingToPublish);
        const publishedAt = await markPublished(tx, params.id);
        const { issued, due } = await issueForResults(tx, params.id);
        const outcome = { issued, already_issued: due - issued };
        await recordAudit(tx, actorOf(user), "results.publish", `event:${state.slug}`, {
          published_at: publishedAt,
          ...outcome,
        });
        return outcome;
      }),
  });

  route(app, context, {
    method: "GET",
    url: "/admin/certificates/",
    auth: "organiser",
    query: certificateQuery,
    response: { 200: adminCertificatePageSchema },
    summary: "Certificates by event, searched by holder name, e-mail or id, newest first, 50 a page",
    tag,
    handler: async ({ query, request }) => {
      const page = pageNumber(query.page);
      const eventId = await eventFilter(db, query.event);
      const term = query.search?.trim() ?? "";
      const { limit, offset } = pageWindow(page);
      const [count, rows] = await certificatePage(
        db,
        { eventId, pattern: term ? searchPattern(term) : null },
        term,
        limit,
        offset,
      );
      return pageOf(request, page, count, rows);
    },
  });

  route(app, context, {
    method: "DELETE",
    url: "/admin/certificates/:id/",
    auth: "organiser",
    params: z.object({ id: z.string().check(z.regex(CERTIFICATE_ID)) }),
    query: z.object({ reason: text(REVOCATION_REASON_MAX_LENGTH) }),
    response: { 204: null },
    summary: "Revokes a certificate (the row stays; verification shows when and why)",
    tag,
    handler: ({ user, params, query }) =>
      db.transaction(async (tx) => {
        if (!(await revokeCertificate(tx, params.id, query.reason))) {
          const { rowCount } = await tx.query("SELECT 1 FROM certificates WHERE id = $1", [params.id]);
          if (rowCount === 0) throw detail(404, MESSAGES.notFound);
          throw detail(400, "This certificate is already revoked.");
        }
        await recordAudit(tx, actorOf(user), "certificate.revoke", `certificate:${params.id}`, {
          reason: query.reason,
        });
        return undefined;
      }),
  });
}
