import type { FastifyRequest } from "fastify";
import type { Queryable } from "../db/types";
import { detail, MESSAGES } from "../http/errors";
import type { UserRow } from "../services/users";

/**
 * The caller from `Authorization: Token <key>`: null without the header (anonymous), a 401 for any other
 * scheme or an unknown key, as Django REST Framework's token authentication answers.
 */
export async function optionalUser(db: Queryable, request: FastifyRequest): Promise<UserRow | null> {
  const header = request.headers.authorization;
  if (header === undefined || header === "") return null;
  const match = /^Token ([A-Za-z0-9]{20,64})$/.exec(header.trim());
  if (!match) throw detail(401, MESSAGES.badToken);
  const { rows } = await db.query<UserRow & Record<string, unknown>>(
    "SELECT u.* FROM api_tokens t JOIN users u ON u.id = t.user_id WHERE t.key = $1",
    [match[1]],
  );
  if (!rows[0]) throw detail(401, MESSAGES.badToken);
  return rows[0];
}

export async function requireUser(db: Queryable, request: FastifyRequest): Promise<UserRow> {
  const user = await optionalUser(db, request);
  if (!user) throw detail(401, MESSAGES.noCredentials);
  return user;
}

/** Team calls: a complete profile and a verified e-mail, else 403. */
export async function requireTeamReadyUser(db: Queryable, request: FastifyRequest): Promise<UserRow> {
  const user = await requireUser(db, request);
  if (!user.is_profile_complete || !user.is_verified) throw detail(403, MESSAGES.profileIncomplete);
  return user;
}
