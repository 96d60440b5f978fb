import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import {
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
} from "../../../contract/auth";
import { type Identity, IdentityUnavailableError } from "../auth/identity";
import type { AppContext } from "../context";
import { detail, fieldError, HttpError, MESSAGES } from "../http/errors";
import { route } from "../http/route";
import { limitFailures, throttleCall } from "../http/throttle";
import { logIn, register } from "../services/accounts";
import type { MarkFailure } from "../services/errors";
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
    attempt: (who: Identity, failed: MarkFailure) => Promise<T>,
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
      signIn(body.id_token, request.log, (who, failed) => logIn(db, who, request.headers["user-agent"], failed)),
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
      return signIn(body.id_token, request.log, (who, failed) =>
        register(db, who, body, request.headers["user-agent"], failed),
      );
    },
  });
}
