import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import {
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
} from "../../../contract/auth";
import { type Identity, IdentityUnavailableError } from "../auth/identity";
import type { AppContext } from "../context";
import { isUniqueViolation } from "../db/types";
import { detail, fieldError, HttpError, MESSAGES } from "../http/errors";
import { route } from "../http/route";
import { limitFailures, throttleCall } from "../http/throttle";
import { randomCode, retryOnCodeCollision } from "../lib/codes";
import { createHandles } from "../repos/handles";
import { issueToken } from "../repos/tokens";
import { creditReferral, findUserByUid, insertUser, referrerByCode, updateIdentity } from "../repos/users";
import { passesBotCheck } from "../services/recaptcha";

export async function authRoutes(app: FastifyInstance, context: AppContext) {
  const { db, identity, config } = context;
  const { throttle } = config;
  /**
   * Verifies the ID token, then runs `attempt` for its account under that account's failure limit: a failure it marks
   * with `failed` counts toward the limit (counted before the attempt, atomically, so concurrent ones cannot overshoot).
   */
  async function signIn<T>(
    idToken: string,
    log: FastifyBaseLogger,
    attempt: (who: Identity, failed: (error: HttpError) => HttpError) => Promise<T>,
  ): Promise<T> {
    const who = await identity.verify(idToken).catch((error: unknown) => {
      if (!(error instanceof IdentityUnavailableError)) throw error;
      // No session on an ID token whose revocation could not be checked (docs/security.md).
      log.warn({ reason: error.message }, "identity provider unreachable at sign-in: answered 503");
      throw new HttpError(503, { detail: MESSAGES.identityUnavailable }, { "Retry-After": "5" });
    });
    if (!who) throw fieldError("id_token", MESSAGES.invalidIdToken);
    return limitFailures(db, [[`sign-in-failures:uid:${who.uid}`, throttle.signInFailures]], (failed) =>
      attempt(who, failed),
    );
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
    handler: ({ body, request }) =>
      signIn(body.id_token, request.log, async (who, failed) => {
        const existing = await findUserByUid(db, who.uid);
        if (!existing) throw failed(new HttpError(400, { non_field_errors: [MESSAGES.noSuchAccount] }));
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
      }),
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
      return signIn(body.id_token, request.log, async (who, failed) => {
        if (await findUserByUid(db, who.uid)) throw failed(new HttpError(400, [MESSAGES.userExists]));
        const code = (body.applied_referral_code ?? "").trim().toUpperCase();
        const referredBy = code ? await referrerByCode(db, code) : null;
        if (code && referredBy === null) {
          throw failed(fieldError("applied_referral_code", MESSAGES.invalidReferral));
        }
        const name = [body.first_name, body.last_name].filter(Boolean).join(" ");
        try {
          return await retryOnCodeCollision("users_referral_code", () =>
            db.transaction(async (tx) => {
              const user = await insertUser(tx, { ...who, name, referralCode: randomCode(8), referredBy });
              await createHandles(tx, user.id);
              return {
                user_id: user.id,
                token: await issueToken(tx, user.id, request.headers["user-agent"]),
                verification_status: user.is_verified,
              };
            }),
          );
        } catch (error) {
          if (isUniqueViolation(error, "users_uid")) throw new HttpError(400, [MESSAGES.userExists]);
          throw error;
        }
      });
    },
  });
}
