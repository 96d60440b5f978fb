import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";

/** The public tables: the referral leaderboard (top 10 with a referral) and the campus ambassadors (top 15). */
export async function rankingRoutes(app: FastifyInstance, { db }: AppContext) {
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
