import type { FastifyInstance } from "fastify";
import {
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
} from "../../../contract/auth";
import type { AppContext } from "../context";
import { isUniqueViolation } from "../db/types";
import { detail, fieldError, HttpError, MESSAGES } from "../http/errors";
import { route } from "../http/route";
import { countFailure, refuseOverLimit, throttleCall } from "../http/throttle";
import { createHandles } from "../repos/handles";
import { issueToken } from "../repos/tokens";
import { creditReferral, findUserByUid, insertUser, referrerByCode, updateIdentity } from "../repos/users";
import { randomCode, retryOnCodeCollision } from "../services/codes";
import { passesBotCheck } from "../services/recaptcha";

export async function authRoutes(app: FastifyInstance, context: AppContext) {
  const { db, identity, config } = context;
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

  route(app, context, {
    method: "POST",
    url: "/login/",
    auth: "none",
    guard: ({ request }) => throttleCall(db, `login:ip:${request.ip}`, throttle.login),
    body: loginRequestSchema,
    response: { 200: loginResponseSchema },
    summary: "Trades an identity provider's ID token for a new API token (400 when no account exists)",
    tag: "auth",
    handler: async ({ body, request }) => {
      const who = await verifyIdToken(body.id_token);
      const existing = await findUserByUid(db, who.uid);
      if (!existing) return failFor(who.uid, new HttpError(400, { non_field_errors: [MESSAGES.noSuchAccount] }));
      return db.transaction(async (tx) => {
        const user = await updateIdentity(tx, existing.id, who);
        await creditReferral(tx, existing.id);
        return {
          user_id: user.id,
          token: await issueToken(tx, user.id, request.headers["user-agent"]),
          verification_status: user.is_verified,
          is_profile_complete: user.is_profile_complete,
        };
      });
    },
  });

  route(app, context, {
    method: "POST",
    url: "/register/",
    auth: "none",
    guard: ({ request }) => throttleCall(db, `register:ip:${request.ip}`, throttle.register),
    body: registerRequestSchema,
    response: { 200: registerResponseSchema },
    summary: "Creates the account of an ID token's user, with an optional referral code; answers a new API token",
    tag: "auth",
    handler: async ({ body, request }) => {
      if (!(await passesBotCheck(config.recaptcha, body.g_recaptcha_response ?? ""))) {
        throw detail(400, MESSAGES.botCheckFailed);
      }
      const who = await verifyIdToken(body.id_token);
      if (await findUserByUid(db, who.uid)) return failFor(who.uid, new HttpError(400, [MESSAGES.userExists]));
      const code = (body.applied_referral_code ?? "").trim().toUpperCase();
      const referredBy = code ? await referrerByCode(db, code) : null;
      if (code && referredBy === null) {
        return failFor(who.uid, fieldError("applied_referral_code", MESSAGES.invalidReferral));
      }
      const name = [body.first_name, body.last_name].filter(Boolean).join(" ");
      try {
        return await retryOnCodeCollision("users_referral_code", () =>
          db.transaction(async (tx) => {
            const user = await insertUser(tx, { ...who, name, referralCode: randomCode(8), referredBy });
            await createHandles(tx, user.id);
            const token = await issueToken(tx, user.id, request.headers["user-agent"]);
            return { user_id: user.id, token, verification_status: user.is_verified };
          }),
        );
      } catch (error) {
        if (isUniqueViolation(error, "users_uid")) throw new HttpError(400, [MESSAGES.userExists]);
        throw error;
      }
    },
  });
}
