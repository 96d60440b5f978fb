import type { FastifyInstance } from "fastify";
import { ACCESS_CODE_MAX_LENGTH } from "../../../contract/rules";
import {
  createTeamRequestSchema,
  joinTeamRequestSchema,
  removeMemberRequestSchema,
  teamLookupQuerySchema,
  teamLookupSchema,
  teamParamsSchema,
  teamDetailsOf,
  teamSchema,
} from "../../../contract/teams";
import type { AppContext } from "../context";
import { detail, fieldError, MESSAGES } from "../http/errors";
import { route } from "../http/route";
import { limitFailures, throttleCall } from "../http/throttle";
import { teamNamesByCode } from "../repos/teams";
import type { UserRow } from "../repos/users";
import { emailOn } from "../services/mailSwitch";
import { createTeam, joinTeam, leaveTeam, removeTeamMember, requireCreator, requireTeamReady } from "../services/teams";

const teamReady = ({ user }: { user: UserRow }) => requireTeamReady(user);

export async function teamRoutes(app: FastifyInstance, context: AppContext) {
  const { db, config } = context;
  const { joinFailuresPerUser, joinFailuresPerAddress, teamLookup } = config.throttle;

  route(app, context, {
    method: "GET",
    url: "/teams/lookup/",
    auth: "none",
    // Every lookup counts, found or not: a script cannot try codes faster than the limit.
    guard: ({ request }) => throttleCall(db, `team-lookup:ip:${request.ip}`, teamLookup),
    query: teamLookupQuerySchema,
    response: { 200: teamLookupSchema },
    summary: "What a join link is for: the names of the team with this access code and of its event (no token)",
    tag: "teams",
    handler: async ({ query }) => {
      const code = query.code?.trim().toUpperCase() ?? "";
      const found = code && code.length <= ACCESS_CODE_MAX_LENGTH ? await teamNamesByCode(db, code) : null;
      if (!found) throw detail(404, MESSAGES.notFound);
      return found;
    },
  });

  route(app, context, {
    method: "POST",
    url: "/teams/create/",
    auth: "user",
    guard: teamReady,
    body: createTeamRequestSchema,
    response: { 200: teamSchema },
    summary: "Registers the caller for an event: a new team they lead (an individual event's needs no name)",
    tag: "teams",
    handler: ({ user, body }) => createTeam(db, user, body.event, body.team_name, teamDetailsOf(body)),
  });

  route(app, context, {
    method: "POST",
    url: "/teams/join/",
    auth: "user",
    guard: teamReady,
    body: joinTeamRequestSchema,
    response: { 200: teamSchema },
    summary: "Joins the team with this access code",
    tag: "teams",
    handler: async ({ user, body, request }) => {
      // Wrong codes are counted per user and per address: guessing codes by script stops at the limit. Each attempt
      // is counted before the code is looked up (and taken back when it was right), so concurrent guesses cannot
      // overshoot the limit.
      const limits = [
        [`join-failures:user:${user.id}`, joinFailuresPerUser],
        [`join-failures:ip:${request.ip}`, joinFailuresPerAddress],
      ] as const;
      return limitFailures(db, limits, async (failed) => {
        const joined = await joinTeam(db, user, body.access_code.toUpperCase(), emailOn(context));
        if (joined) return joined;
        throw failed(fieldError("access_code", MESSAGES.invalidAccessCode));
      });
    },
  });

  route(app, context, {
    method: "POST",
    url: "/teams/:teamId/remove/",
    auth: "user",
    // The caller's right to remove is settled before the body is read: a stranger gets 404 whatever they send.
    guard: ({ user, params }) => requireCreator(db, params.teamId, user, MESSAGES.onlyCreatorRemoves),
    params: teamParamsSchema,
    body: removeMemberRequestSchema,
    response: { 200: teamSchema },
    summary: "The team's creator removes a member; the team gets a new access code",
    tag: "teams",
    handler: ({ user, params, body }) => removeTeamMember(db, user, params.teamId, body.member, emailOn(context)),
  });

  route(app, context, {
    method: "DELETE",
    url: "/teams/:teamId/",
    auth: "user",
    guard: teamReady,
    params: teamParamsSchema,
    response: { 204: null },
    summary: "Leaves the team; the creator leaving deletes it",
    tag: "teams",
    handler: async ({ user, params }) => leaveTeam(db, user, params.teamId, emailOn(context)),
  });
}
