import type { FastifyInstance } from "fastify";
import { optionalUser } from "../auth/session";
import type { AppContext } from "../context";
import { teamsByEvent } from "../services/teams";

interface EventRow {
  id: number;
  name: string;
  slug: string;
  is_registration_on: boolean;
  min_members: number;
  max_members: number;
}

export async function eventRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get("/events/", async (request) => {
    const user = await optionalUser(db, request);
    const { rows } = await db.query<EventRow & Record<string, unknown>>(
      "SELECT id, name, slug, is_registration_on, min_members, max_members FROM events ORDER BY id",
    );
    const teams = user ? await teamsByEvent(db, user.id) : new Map();
    return rows.map((event) => ({ ...event, team: teams.get(event.id) ?? null }));
  });

  app.get("/leaderboard/", async () => {
    const { rows } = await db.query(
      `SELECT name, institute_name, referral_count FROM users
       WHERE referral_count > 0 ORDER BY referral_count DESC, id LIMIT 10`,
    );
    return rows;
  });

  app.get("/cas/", async () => {
    const { rows } = await db.query<{ last_updated: Date | string } & Record<string, unknown>>(
      "SELECT caid, name, institute_name, points, last_updated FROM campus_ambassadors ORDER BY points DESC, id LIMIT 15",
    );
    return rows.map((row) => ({ ...row, last_updated: new Date(row.last_updated).toISOString() }));
  });
}
