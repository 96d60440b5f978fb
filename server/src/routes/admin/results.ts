import type { FastifyInstance } from "fastify";
import * as z from "zod/mini";
import {
  adminResultsSchema,
  publishResponseSchema,
  REVOCATION_REASON_MAX_LENGTH,
  resultsPreviewSchema,
  type ResultsPreview,
} from "../../../../contract/admin";
import { text } from "../../../../contract/fields";
import { CERTIFICATE_CHANGES_LISTED, RESULTS_BODY_LIMIT, resultsUploadQuerySchema } from "../../../../contract/results";
import type { AppContext } from "../../context";
import type { Queryable } from "../../db/types";
import { detail, MESSAGES } from "../../http/errors";
import { searchPattern } from "../../http/paging";
import { route } from "../../http/route";
import { recordAudit } from "../../repos/audit";
import { certificateDiff, certificatePage, revokeCertificate } from "../../repos/certificates";
import { settledSql } from "../../repos/publications";
import {
  amendmentEntries,
  describeEntries,
  type Entry,
  resultsState,
  type ResultsState,
  saveAmendment,
  saveEntries,
  savedEntries,
} from "../../repos/results";
import { CERTIFICATE_ID } from "../../services/certificates";
import { emailOn } from "../../services/mailSwitch";
import { publishResults } from "../../services/publication";
import { requestedEntries } from "../../services/results";
import { eventFilter } from "./console";
import { listRoute } from "./listRoute";
import { actorOf, idParams } from "./params";

async function stateOf(db: Queryable, eventId: number, lock = false): Promise<ResultsState> {
  const state = await resultsState(db, eventId, lock);
  if (!state) throw detail(404, MESSAGES.notFound);
  return state;
}

const entryMap = (entries: Entry[]) => new Map(entries.map((entry) => [entry.team, entry.rank]));

/** What replacing `before` with `after` changes, team by team. */
async function preview(db: Queryable, state: ResultsState, before: Entry[], after: Entry[]) {
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

/** The admin view of an event's results: those in force (or the draft) and, after publication, a waiting amendment. */
async function adminView(db: Queryable, state: ResultsState) {
  const results = await describeEntries(db, state, await savedEntries(db, state.eventId));
  if (!state.publishedAt) return { ...results, amendment: null };
  const amendment =
    state.amendmentSavedAt === null
      ? null
      : await describeEntries(db, state, await amendmentEntries(db, state.eventId));
  return {
    ...results,
    amendment: amendment && {
      saved_at: state.amendmentSavedAt ?? "",
      ranking: amendment.ranking,
      participated: amendment.participated,
    },
  };
}

const RESULTS_TOO_LARGE =
  `The file is too large: results uploads are limited to ${RESULTS_BODY_LIMIT / 1024 / 1024} MB ` +
  `(${RESULTS_BODY_LIMIT} bytes). Remove the columns the upload does not use, or split the file.`;

/** The results routes' own body limit: a 25,000-team results file or a 50,000-row leaderboard fits. */
const uploadLimit = { bytes: RESULTS_BODY_LIMIT, tooLarge: RESULTS_TOO_LARGE };

/** Results (draft, preview, publication with certificates) and certificate revocation. */
export async function adminResultRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  const tag = "admin";
  // CSV arrives as bytes: services/csv.ts decodes it (UTF-8 with or without a byte order mark, or UTF-16 with one).
  app.addContentTypeParser(["text/csv", "text/tab-separated-values"], { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );

  route(app, context, {
    method: "GET",
    url: "/admin/events/:id/results/",
    auth: "organiser",
    params: idParams,
    response: { 200: adminResultsSchema },
    summary: "The event's results as saved (a draft until published) and, once published, any amendment waiting",
    tag,
    handler: async ({ params }) => adminView(db, await stateOf(db, params.id)),
  });

  route(app, context, {
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
    handler: ({ user, params, query, request }) =>
      db.transaction(async (tx) => {
        const state = await stateOf(tx, params.id, true);
        const { entries, leaderboard } = await requestedEntries(tx, params.id, request.body, query);
        const source = leaderboard ? { key: query.key, rows: leaderboard.rows, used: leaderboard.used } : undefined;
        if (state.publishedAt) {
          const before = await amendmentEntries(tx, params.id);
          await saveAmendment(tx, params.id, entries);
          await recordAudit(tx, actorOf(user), "results.amend", `event:${state.slug}`, {
            before,
            after: entries,
            ...(source ? { leaderboard: source } : {}),
          });
          return adminView(tx, (await resultsState(tx, params.id)) ?? state);
        }
        const before = await savedEntries(tx, params.id);
        await saveEntries(tx, params.id, entries);
        await recordAudit(tx, actorOf(user), "results.save", `event:${state.slug}`, {
          before,
          after: entries,
          ...(source ? { leaderboard: source } : {}),
        });
        return { ...(await describeEntries(tx, { ...state, saved: true }, entries)), amendment: null };
      }),
  });

  route(app, context, {
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
    handler: async ({ params, query, request }): Promise<ResultsPreview> => {
      const state = await stateOf(db, params.id);
      const { entries, leaderboard } = await requestedEntries(db, params.id, request.body, query);
      const changes = await preview(db, state, await savedEntries(db, params.id), entries);
      const certificates = state.publishedAt
        ? await certificateDiff(db, params.id, entries, CERTIFICATE_CHANGES_LISTED)
        : null;
      return { ...changes, leaderboard, certificates };
    },
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
    handler: ({ user, params, query }) =>
      db.transaction(async (tx) => {
        if (!(await revokeCertificate(tx, params.id, query.reason))) {
          const { rowCount } = await tx.query(`SELECT 1 FROM certificates c WHERE c.id = $1 AND ${settledSql("c")}`, [
            params.id,
          ]);
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
