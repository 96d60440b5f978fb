import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply } from "fastify";
import * as z from "zod/mini";
import {
  adminEventPatchSchema,
  adminEventSchema,
  adminSummarySchema,
  AUDIT_ACTIONS,
  LAST_MEMBER_MESSAGE,
  participantFilterSchema,
  PARTICIPANT_EXPORT_COLUMNS,
  TEAM_EXPORT_COLUMNS,
  teamFilterSchema,
} from "../../../../contract/admin";
import type { AppContext } from "../../context";
import type { BatchedQuery, Db, Queryable, Row } from "../../db/types";
import { detail, fieldError, MESSAGES } from "../../http/errors";
import { searchPattern } from "../../http/paging";
import { route } from "../../http/route";
import { adminEvents, adminSummary, eventIdOfSlug } from "../../repos/adminEvents";
import { participantExportQuery, participantPage } from "../../repos/adminParticipants";
import { lockTeamForOrganiser, setTeamCreator, teamExportQuery, teamPage } from "../../repos/adminTeams";
import { auditPage, recordAudit } from "../../repos/audit";
import { renewAccessCode } from "../../repos/teamCodes";
import { removeMember } from "../../repos/teams";
import { csvStream } from "../../services/csv";
import { changeEventSchedule } from "../../services/schedule";
import { listRoute } from "./listRoute";
import { actorOf, flag, idParams, memberParams } from "./params";

export const UNKNOWN_EVENT = "No event has this slug.";

/** `?event=<slug>` as an event id: null when absent, a field error when no event has it. */
export async function eventFilter(db: Queryable, slug: string | undefined): Promise<number | null> {
  if (slug === undefined || slug === "") return null;
  const id = await eventIdOfSlug(db, slug);
  if (id === null) throw fieldError("event", UNKNOWN_EVENT);
  return id;
}

const search = (raw: string | undefined) => (raw?.trim() ? searchPattern(raw.trim()) : null);

/**
 * Rows read per batch of an export: a FETCH from the cursor on PostgreSQL; on PGlite a keyset statement that holds the
 * single connection, so smaller there (a participant's call waits for one batch at most).
 */
const exportBatchRows = (db: Db) => (db.kind === "pglite" ? 250 : 1000);

/** A streamed CSV body: checked as a stream (its rows are the export's own columns). */
const csvBody = z.custom<Readable>((value) => value instanceof Readable);

/**
 * Sends an export as it is read: chunked (no Content-Length), the rows pulled batch by batch from the database as the
 * client reads (services/csv.ts), the columns in the order of `header`.
 */
function sendCsv(db: Db, reply: FastifyReply, file: string, header: readonly string[], query: BatchedQuery) {
  reply.header("Content-Type", "text/csv; charset=utf-8");
  reply.header("Content-Disposition", `attachment; filename="${file}"`);
  reply.header("Cache-Control", "no-store");
  const batches = (async function* () {
    for await (const rows of db.batches<Row>(query, exportBatchRows(db))) {
      yield rows.map((row) => Object.values(row) as Array<string | number | boolean | Date | null>);
    }
  })();
  return csvStream(header, batches);
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
    handler: ({ user, params, body }) =>
      db.transaction(async (tx) => {
        const change = await changeEventSchedule(tx, params.id, body);
        if (change === null) throw detail(404, MESSAGES.notFound);
        const [event] = await adminEvents(tx, params.id);
        const { before, after } = change;
        if (before.is_registration_on !== after.is_registration_on) {
          await recordAudit(tx, actorOf(user), "event.registration", `event:${event.slug}`, {
            before: { is_registration_on: before.is_registration_on },
            after: { is_registration_on: after.is_registration_on },
          });
        }
        const { is_registration_on: _before, ...timesBefore } = before;
        const { is_registration_on: _after, ...timesAfter } = after;
        if (JSON.stringify(timesBefore) !== JSON.stringify(timesAfter)) {
          await recordAudit(tx, actorOf(user), "event.schedule", `event:${event.slug}`, {
            before: timesBefore,
            after: timesAfter,
          });
        }
        return event;
      }),
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
    handler: async ({ user, query, reply }) => {
      const eventId = await eventFilter(db, query.event);
      await recordAudit(db, actorOf(user), "export.teams", query.event ? `event:${query.event}` : "teams", {
        filters: { event: query.event || null },
      });
      return sendCsv(
        db,
        reply,
        `teams${query.event ? `-${query.event}` : ""}.csv`,
        TEAM_EXPORT_COLUMNS,
        teamExportQuery(eventId),
      );
    },
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
      const filter = participantFilter(query);
      await recordAudit(db, actorOf(user), "export.participants", "participants", {
        filters: { search: query.search?.trim() || null, verified: filter.verified, complete: filter.complete },
      });
      return sendCsv(
        db,
        reply,
        "participants.csv",
        PARTICIPANT_EXPORT_COLUMNS,
        participantExportQuery({ ...filter, organiserEmails: context.config.organiserEmails ?? [] }),
      );
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
    handler: ({ user, params }) =>
      db.transaction(async (tx) => {
        const team = await lockTeamForOrganiser(tx, params.id);
        const member = team?.members.find((each) => each.id === params.member);
        if (!team || !member) throw detail(404, MESSAGES.notFound);
        if (team.members.length === 1) throw detail(400, LAST_MEMBER_MESSAGE);
        await removeMember(tx, params.id, member.id);
        const nextCreator = team.members.find((each) => each.id !== member.id);
        if (team.creator_id === member.id && nextCreator) await setTeamCreator(tx, params.id, nextCreator.id);
        await renewAccessCode(tx, params.id);
        await recordAudit(tx, actorOf(user), "team.member_remove", `team:${params.id}`, {
          team_name: team.team_name,
          event: team.event,
          member,
        });
        return undefined;
      }),
  });

  listRoute(
    app,
    context,
    "adminParticipants",
    "Participants, searched by name, e-mail or team name and filtered, 50 a page",
    (filters, { limit, offset }) =>
      participantPage(
        db,
        { ...participantFilter(filters), organiserEmails: context.config.organiserEmails ?? [] },
        limit,
        offset,
      ),
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
