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
}
