import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply } from "fastify";
import * as z from "zod/mini";
import {
  adminEventPatchSchema,
  adminEventSchema,
  adminSummarySchema,
  AUDIT_ACTIONS,
  participantFilterSchema,
  teamFilterSchema,
} from "../../../../contract/admin";
import type { AppContext } from "../../context";
import { fieldError } from "../../http/errors";
import { listRoute } from "../../http/listRoute";
import { searchPattern } from "../../http/paging";
import { actorOf, flag, idParams, memberParams } from "../../http/params";
import { route } from "../../http/route";
import { adminSummary } from "../../repos/adminEvents";
import { participantPage } from "../../repos/adminParticipants";
import { teamPage } from "../../repos/adminTeams";
import { auditPage } from "../../repos/audit";
import { changeEvent, removeMemberByOrganiser } from "../../services/console";
import { eventFilter } from "../../services/events";
import { type CsvExport, exportParticipants, exportTeams } from "../../services/exports";

const search = (raw: string | undefined) => (raw?.trim() ? searchPattern(raw.trim()) : null);

/** A streamed CSV body: checked as a stream (its rows are the export's own columns). */
const csvBody = z.custom<Readable>((value) => value instanceof Readable);

/**
 * Sends an export as it is read: chunked (no Content-Length), the rows pulled batch by batch from the database as the
 * client reads (services/csv.ts).
 */
function sendCsv(reply: FastifyReply, { file, body }: CsvExport) {
  reply.header("Content-Type", "text/csv; charset=utf-8");
  reply.header("Content-Disposition", `attachment; filename="${file}"`);
  reply.header("Cache-Control", "no-store");
  return body;
}

const participantFilter = (query: { search?: string; verified?: string; complete?: string }) => {
  const verified = flag(query.verified);
  const complete = flag(query.complete);
  if (verified === "bad") throw fieldError("verified", 'Must be "true" or "false".');
  if (complete === "bad") throw fieldError("complete", 'Must be "true" or "false".');
  return { pattern: search(query.search), verified, complete };
};

/** The organisers' console: counts, the registration switch, teams and participants, the audit log. */
export async function adminConsoleRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  const tag = "admin";
  const organiserEmails = () => context.config.organiserEmails ?? [];

  route(app, context, {
    method: "GET",
    url: "/admin/summary/",
    auth: "organiser",
    response: { 200: adminSummarySchema },
    summary: "Counts of participants and teams, and every event with its registration switch",
    tag,
    handler: () => adminSummary(db),
  });

  route(app, context, {
    method: "PATCH",
    url: "/admin/events/:id/",
    auth: "organiser",
    params: idParams,
    body: adminEventPatchSchema,
    response: { 200: adminEventSchema },
    summary: "Opens or closes an event's registration and sets its schedule",
    tag,
    handler: async ({ user, params, body }) => {
      const event = await changeEvent(db, actorOf(user), params.id, body);
      // Hidden or shown again, a new schedule: its pages are regenerated (SITE_DIR set: docs/content.md).
      context.sitePages?.changed({ event: event.slug });
      return event;
    },
  });

  listRoute(
    app,
    context,
    "adminTeams",
    "Teams, filtered by event and searched by team name, member name or e-mail, 50 a page",
    async (filters, { limit, offset }) =>
      teamPage(db, { eventId: await eventFilter(db, filters.event), pattern: search(filters.search) }, limit, offset),
  );

  route(app, context, {
    method: "GET",
    url: "/admin/teams/export/",
    auth: "organiser",
    query: z.pick(teamFilterSchema, { event: true }),
    response: { 200: csvBody },
    summary: "Teams as CSV (UTF-8 with BOM), one row per member, streamed; recorded in the audit log",
    tag,
    handler: async ({ user, query, reply }) => sendCsv(reply, await exportTeams(db, actorOf(user), query.event)),
  });

  route(app, context, {
    method: "GET",
    url: "/admin/participants/export/",
    auth: "organiser",
    query: participantFilterSchema,
    response: { 200: csvBody },
    summary: "Participants as CSV (UTF-8 with BOM) with the list's filters, streamed; recorded in the audit log",
    tag,
    handler: async ({ user, query, reply }) => {
      const filter = { ...participantFilter(query), organiserEmails: organiserEmails() };
      const search = query.search?.trim() || null;
      return sendCsv(reply, await exportParticipants(db, actorOf(user), { ...filter, search }));
    },
  });

  route(app, context, {
    method: "DELETE",
    url: "/admin/teams/:id/members/:member/",
    auth: "organiser",
    params: memberParams,
    response: { 204: null },
    summary:
      "Removes a member from a team, also once the event's results are published (audited); the team gets a new access code",
    tag,
    handler: ({ user, params }) => removeMemberByOrganiser(db, actorOf(user), params.id, params.member),
  });

  listRoute(
    app,
    context,
    "adminParticipants",
    "Participants, searched by name, e-mail or team name and filtered, 50 a page",
    (filters, { limit, offset }) =>
      participantPage(db, { ...participantFilter(filters), organiserEmails: organiserEmails() }, limit, offset),
  );

  listRoute(
    app,
    context,
    "audit",
    "The audit log of every change made in the console, newest first; filtered by action and by who made it",
    (filters, { limit, offset }) => {
      const action = filters.action || null;
      if (action !== null && !(AUDIT_ACTIONS as readonly string[]).includes(action)) {
        throw fieldError("action", `Must be one of: ${AUDIT_ACTIONS.join(", ")}.`);
      }
      return auditPage(db, { action, actorPattern: search(filters.actor) }, limit, offset);
    },
  );
}
