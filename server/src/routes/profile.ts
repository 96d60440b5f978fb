import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireUser } from "../auth/session";
import type { AppContext } from "../context";
import { integer, parseBody, text } from "../http/validate";
import { creditReferral, isComplete, PROFILE_FIELDS, profileBody, type UserRow } from "../services/users";

const PHONE = /^\+\d{9,15}$/;

/** Every field must be sent (PUT); strings may be blank and numbers null until the participant knows them. */
const profileSchema = z.object({
  name: text(150, { blank: true }),
  institute_name: text(200, { blank: true }),
  study_year: integer(1, 6).nullable(),
  degree: text(100, { blank: true }),
  branch: text(100, { blank: true }),
  country: text(100, { blank: true }),
  institute_type: integer(0, 2).nullable(),
  phone: text(16, { blank: true }).refine((value) => value === "" || PHONE.test(value), {
    message: 'Enter a phone number as "+" followed by 9 to 15 digits, e.g. +919876543210.',
  }),
  gender: integer(0, 2).nullable(),
});

const HANDLES = [
  "codeforces",
  "codechef",
  "hackerrank",
  "hackerearth",
  "analyticsvidya",
  "topcoder",
  "dev_folio",
] as const;
type Handles = Record<(typeof HANDLES)[number], string | null>;

const handleValue = text(100, { blank: true })
  .transform((value) => (value === "" ? null : value))
  .nullable()
  .optional();
const handlesSchema = z.object(Object.fromEntries(HANDLES.map((field) => [field, handleValue])));

export async function profileRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get("/profile/", async (request) => profileBody(await requireUser(db, request)));

  app.put("/profile/", async (request) => {
    const user = await requireUser(db, request);
    const fields = parseBody(profileSchema, request.body);
    return db.transaction(async (tx) => {
      const values = PROFILE_FIELDS.map((field) => fields[field]);
      const { rows } = await tx.query<UserRow & Record<string, unknown>>(
        `UPDATE users SET ${PROFILE_FIELDS.map((field, index) => `${field} = $${index + 2}`).join(", ")},
           is_profile_complete = $${PROFILE_FIELDS.length + 2}
         WHERE id = $1 RETURNING *`,
        [user.id, ...values, isComplete(fields)],
      );
      await creditReferral(tx, user.id);
      return profileBody(rows[0]);
    });
  });

  async function readHandles(userId: number): Promise<Handles> {
    const { rows } = await db.query<Handles & Record<string, unknown>>(
      `SELECT ${HANDLES.join(", ")} FROM handles WHERE user_id = $1`,
      [userId],
    );
    return rows[0] ?? (Object.fromEntries(HANDLES.map((field) => [field, null])) as Handles);
  }

  app.get("/profile/handles/", async (request) => readHandles((await requireUser(db, request)).id));

  app.put("/profile/handles/", async (request) => {
    const user = await requireUser(db, request);
    const sent = parseBody(handlesSchema, request.body);
    const fields = HANDLES.filter((field) => sent[field] !== undefined);
    await db.query(
      `INSERT INTO handles (user_id${fields.map((field) => `, ${field}`).join("")})
       VALUES ($1${fields.map((_, index) => `, $${index + 2}`).join("")})
       ON CONFLICT (user_id) DO ${fields.length ? `UPDATE SET ${fields.map((field) => `${field} = EXCLUDED.${field}`).join(", ")}` : "NOTHING"}`,
      [user.id, ...fields.map((field) => sent[field])],
    );
    return readHandles(user.id);
  });
}
