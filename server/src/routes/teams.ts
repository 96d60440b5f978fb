import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { requireTeamReadyUser } from "../auth/session";
import type { AppContext } from "../context";
import { isUniqueViolation, type Queryable } from "../db/types";
import { detail, fieldError, MESSAGES } from "../http/errors";
import { countFailure, refuseOverLimit } from "../http/throttle";
import { integer, parseBody, parseId, text } from "../http/validate";
import { renewAccessCode } from "../repos/teamCodes";
import { randomCode, retryOnCodeCollision } from "../services/codes";
import { teamBody } from "../services/teams";

const MAX_ID = 2_147_483_647;
const teamName = text(50).min(2, "Ensure this field has at least 2 characters.");
const createSchema = z.object({ event: integer(1, MAX_ID), team_name: teamName.optional() });
const joinSchema = z.object({ access_code: text(32) });
const removeSchema = z.object({ member: integer(1, MAX_ID) });

interface LockedTeam {
  id: number;
  event_id: number;
  creator_id: number;
  max_members: number;
  is_registration_on: boolean;
}

const LOCK_TEAM = `SELECT t.id, t.event_id, t.creator_id, e.max_members, e.is_registration_on
  FROM teams t JOIN events e ON e.id = t.event_id`;

/** Maps the database's answers to a race (the constraint that stopped it) to the API's messages. */
function raceError(error: unknown): unknown {
  if (isUniqueViolation(error, "team_members_user_event")) return detail(400, MESSAGES.alreadyInTeam);
  if (isUniqueViolation(error, "teams_event_name")) return fieldError("team_name", MESSAGES.teamNameTaken);
  return error;
}

async function alreadyInEvent(tx: Queryable, userId: number, eventId: number): Promise<boolean> {
  const { rowCount } = await tx.query("SELECT 1 FROM team_members WHERE user_id = $1 AND event_id = $2", [
    userId,
    eventId,
  ]);
  return rowCount > 0;
}

/** The team at `teams/{id}/` locked for this transaction, if the caller is one of its members; else 404. */
export async function lockOwnTeam(tx: Queryable, request: FastifyRequest, userId: number): Promise<LockedTeam> {
  const id = parseId((request.params as { teamId: string }).teamId);
  if (id === null) throw detail(404, MESSAGES.notFound);
  const { rows } = await tx.query<LockedTeam & Record<string, unknown>>(
    `${LOCK_TEAM} WHERE t.id = $1 FOR UPDATE OF t`,
    [id],
  );
  const team = rows[0];
  if (!team) throw detail(404, MESSAGES.notFound);
  const { rowCount } = await tx.query("SELECT 1 FROM team_members WHERE team_id = $1 AND user_id = $2", [id, userId]);
  if (rowCount === 0) throw detail(404, MESSAGES.notFound);
  return team;
}

export async function teamRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const { joinFailuresPerUser, joinFailuresPerAddress } = config.throttle;
  app.post("/teams/create/", async (request) => {
    const user = await requireTeamReadyUser(db, request);
    const body = parseBody(createSchema, request.body);
    const create = () =>
      db.transaction(async (tx) => {
        const { rows } = await tx.query<{ is_registration_on: boolean; max_members: number }>(
          "SELECT is_registration_on, max_members FROM events WHERE id = $1",
          [body.event],
        );
        const event = rows[0];
        if (!event) throw fieldError("event", `Invalid pk "${body.event}" - object does not exist.`);
        if (!event.is_registration_on) throw detail(400, MESSAGES.registrationClosed);
        if (await alreadyInEvent(tx, user.id, body.event)) throw detail(400, MESSAGES.alreadyInTeam);
        // An individual event's registration is a one-member team; its name need not be chosen.
        const name = body.team_name ?? (event.max_members === 1 ? `${user.name || "Participant"} #${user.id}` : null);
        if (name === null) throw fieldError("team_name", MESSAGES.required);
        // Individual events' names take no part in the per-event uniqueness: nobody can take yours.
        const { rows: created } = await tx.query<{ id: number }>(
          `INSERT INTO teams (event_id, name, access_code, creator_id, is_individual)
           VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [body.event, name, randomCode(), user.id, event.max_members === 1],
        );
        await tx.query("INSERT INTO team_members (team_id, event_id, user_id) VALUES ($1, $2, $3)", [
          created[0].id,
          body.event,
          user.id,
        ]);
        return teamBody(tx, created[0].id, user.id);
      });
    try {
      return await retryOnCodeCollision("teams_access_code", create);
    } catch (error) {
      throw raceError(error);
    }
  });

  app.post("/teams/join/", async (request) => {
    const user = await requireTeamReadyUser(db, request);
    const code = parseBody(joinSchema, request.body).access_code.toUpperCase();
    // Wrong codes are counted per user and per address: guessing codes by script stops at the limit.
    const failureKeys = [
      [`join-failures:user:${user.id}`, joinFailuresPerUser],
      [`join-failures:ip:${request.ip}`, joinFailuresPerAddress],
    ] as const;
    for (const [key, rate] of failureKeys) await refuseOverLimit(db, key, rate);
    try {
      const joined = await db.transaction(async (tx) => {
        const { rows } = await tx.query<LockedTeam & Record<string, unknown>>(
          `${LOCK_TEAM} WHERE t.access_code = $1 FOR UPDATE OF t`,
          [code],
        );
        const team = rows[0];
        if (!team) return null;
        if (!team.is_registration_on) throw detail(400, MESSAGES.registrationClosed);
        if (await alreadyInEvent(tx, user.id, team.event_id)) throw detail(400, MESSAGES.alreadyInTeam);
        const { rows: count } = await tx.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM team_members WHERE team_id = $1",
          [team.id],
        );
        if (count[0].n >= team.max_members) throw detail(400, MESSAGES.teamFull);
        await tx.query("INSERT INTO team_members (team_id, event_id, user_id) VALUES ($1, $2, $3)", [
          team.id,
          team.event_id,
          user.id,
        ]);
        return teamBody(tx, team.id, user.id);
      });
      if (joined) return joined;
    } catch (error) {
      throw raceError(error);
    }
    for (const [key, rate] of failureKeys) await countFailure(db, key, rate);
    throw fieldError("access_code", MESSAGES.invalidAccessCode);
  });

  app.post("/teams/:teamId/remove/", async (request) =>
    retryOnCodeCollision("teams_access_code", () =>
      db.transaction(async (tx) => {
        const user = await requireTeamReadyUser(tx, request);
        const team = await lockOwnTeam(tx, request, user.id);
        if (team.creator_id !== user.id) throw detail(403, MESSAGES.onlyCreatorRemoves);
        const { member } = parseBody(removeSchema, request.body);
        if (member === user.id) throw fieldError("member", MESSAGES.creatorCannotRemoveSelf);
        const { rowCount } = await tx.query("DELETE FROM team_members WHERE team_id = $1 AND user_id = $2", [
          team.id,
          member,
        ]);
        if (rowCount === 0) throw fieldError("member", MESSAGES.notAMember);
        // The removed member knows the old code: a new one keeps them from walking back in.
        await renewAccessCode(tx, team.id);
        return teamBody(tx, team.id, user.id);
      }),
    ),
  );

  app.delete("/teams/:teamId/", async (request, reply) => {
    await db.transaction(async (tx) => {
      const user = await requireTeamReadyUser(tx, request);
      const team = await lockOwnTeam(tx, request, user.id);
      // The creator leaving ends the team; anyone else just leaves it.
      if (team.creator_id === user.id) await tx.query("DELETE FROM teams WHERE id = $1", [team.id]);
      else await tx.query("DELETE FROM team_members WHERE team_id = $1 AND user_id = $2", [team.id, user.id]);
    });
    return reply.code(204).send();
  });
}
