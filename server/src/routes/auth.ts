import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../context";
import { isUniqueViolation } from "../db/types";
import { detail, fieldError, HttpError, MESSAGES } from "../http/errors";
import { countFailure, refuseOverLimit, throttleCall } from "../http/throttle";
import { parseBody, text } from "../http/validate";
import { issueToken } from "../repos/tokens";
import { randomCode, retryOnCodeCollision } from "../services/codes";
import { passesBotCheck } from "../services/recaptcha";
import { creditReferral, findUserByUid, type UserRow } from "../services/users";

const loginSchema = z.object({ id_token: text(4096) });

const registerSchema = z.object({
  id_token: text(4096),
  first_name: text(150, { blank: true }),
  last_name: text(150, { blank: true }).optional().default(""),
  applied_referral_code: text(32, { blank: true }).nullish(),
  g_recaptcha_response: text(4096, { blank: true }).nullish(),
});

export async function authRoutes(app: FastifyInstance, { db, identity, config }: AppContext) {
  const { throttle } = config;
  async function verifyIdToken(idToken: string) {
    const found = await identity.verify(idToken);
    if (!found) throw fieldError("id_token", MESSAGES.invalidIdToken);
    await refuseOverLimit(db, `sign-in-failures:uid:${found.uid}`, throttle.signInFailures);
    return found;
  }
  /** A failure after the account is known counts toward that account's limit. */
  async function failFor(uid: string, error: HttpError): Promise<never> {
    await countFailure(db, `sign-in-failures:uid:${uid}`, throttle.signInFailures);
    throw error;
  }

  app.post("/login/", async (request) => {
    await throttleCall(db, `login:ip:${request.ip}`, throttle.login);
    const { id_token } = parseBody(loginSchema, request.body);
    const who = await verifyIdToken(id_token);
    const existing = await findUserByUid(db, who.uid);
    if (!existing) return failFor(who.uid, new HttpError(400, { non_field_errors: [MESSAGES.noSuchAccount] }));
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<UserRow & Record<string, unknown>>(
        "UPDATE users SET is_verified = $2, email = $3, provider = $4 WHERE id = $1 RETURNING *",
        [existing.id, who.emailVerified, who.email, who.provider],
      );
      await creditReferral(tx, existing.id);
      const user = rows[0];
      return {
        user_id: user.id,
        token: await issueToken(tx, user.id),
        verification_status: user.is_verified,
        is_profile_complete: user.is_profile_complete,
      };
    });
  });

  app.post("/register/", async (request) => {
    await throttleCall(db, `register:ip:${request.ip}`, throttle.register);
    const body = parseBody(registerSchema, request.body);
    if (!(await passesBotCheck(config.recaptcha, body.g_recaptcha_response ?? ""))) {
      throw detail(400, MESSAGES.botCheckFailed);
    }
    const who = await verifyIdToken(body.id_token);
    if (await findUserByUid(db, who.uid)) return failFor(who.uid, new HttpError(400, [MESSAGES.userExists]));
    const code = (body.applied_referral_code ?? "").trim().toUpperCase();
    let referrer: number | null = null;
    if (code) {
      const { rows } = await db.query<{ id: number }>(
        "SELECT id FROM users WHERE referral_code = $1 AND is_profile_complete",
        [code],
      );
      if (!rows[0]) return failFor(who.uid, fieldError("applied_referral_code", MESSAGES.invalidReferral));
      referrer = rows[0].id;
    }
    const name = [body.first_name, body.last_name].filter(Boolean).join(" ");
    try {
      return await retryOnCodeCollision("users_referral_code", () =>
        db.transaction(async (tx) => {
          const { rows } = await tx.query<{ id: number; is_verified: boolean }>(
            `INSERT INTO users (uid, email, provider, is_verified, name, referral_code, referred_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, is_verified`,
            [who.uid, who.email, who.provider, who.emailVerified, name, randomCode(8), referrer],
          );
          const user = rows[0];
          await tx.query("INSERT INTO handles (user_id) VALUES ($1)", [user.id]);
          return { user_id: user.id, token: await issueToken(tx, user.id), verification_status: user.is_verified };
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error, "users_uid")) throw new HttpError(400, [MESSAGES.userExists]);
      throw error;
    }
  });
}
