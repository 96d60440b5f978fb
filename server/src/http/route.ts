import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod/mini";
import { isOrganiser } from "../auth/organiser";
import { optionalUser, requestToken, requireUser } from "../auth/session";
import type { AppContext } from "../context";
import type { UserRow } from "../repos/users";
import { parseBody } from "../services/validate";
import { detail, MESSAGES } from "./errors";
import { recordRoute } from "./registry";

type Schema = z.core.$ZodType;

/** Who may call a route: anyone, anyone (a token, when sent, must be valid), a signed-in user, an organiser. */
export type Auth = "none" | "optional" | "user" | "organiser";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The answers a route may give on success: a body schema per status, `null` for an empty body (204). */
export type Responses = Partial<Record<number, Schema | null>>;

type UserFor<A extends Auth> = A extends "none" ? null : A extends "optional" ? UserRow | null : UserRow;
type Parsed<S> = S extends Schema ? z.output<S> : undefined;
type BodyOf<S> = S extends Schema ? z.input<S> : void;

/** A success other than the route's first declared one: `answer(201, body)`. */
export class Answer<S extends number = number, B = unknown> {
  constructor(
    readonly status: S,
    readonly body: B,
  ) {}
}

export const answer = <S extends number, B>(status: S, body: B) => new Answer(status, body);

type Result<R extends Responses> = {
  [S in keyof R & number]: BodyOf<R[S]> | Answer<S, BodyOf<R[S]>>;
}[keyof R & number];

export interface RouteInput<A extends Auth, P, Q, B> {
  user: UserFor<A>;
  /** With `checksToken`: the token sent (null without one), for the handler to check; otherwise null. */
  token: string | null;
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteSpec<
  A extends Auth,
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  R extends Responses,
> {
  method: Method;
  /** The path under the app's prefix, Fastify style (`/teams/:teamId/`). */
  url: string;
  auth: A;
  /** Path parameters; a value the schema refuses is a 404, as an unknown path is. */
  params?: P;
  /** Query parameters; a refused value is a 400 with field errors. */
  query?: Q;
  /** The JSON body, parsed with Django-REST-style field errors (a missing body counts as `{}`). */
  body?: B;
  /** Success answers by status; the first one is the status of a plain returned value. */
  response: R;
  /**
   * Runs after authentication and the path, before the query and body are parsed, for what must answer first:
   * throttles, and permission checks that come before any field error (as in Django REST Framework).
   */
  guard?: (input: { user: UserFor<A>; params: Parsed<P>; request: FastifyRequest }) => Promise<void> | void;
  /**
   * With `auth: "optional"` and nothing to parse or guard: the handler checks the token itself, in the statement that
   * reads its answer (one statement instead of two on the busiest read). `user` is then null and `token` the token
   * sent (a malformed header is still a 401 here); the handler must answer an unknown or ended token with 401
   * "Invalid token." and note the token's use, as the lookup of `auth/session.ts` does.
   */
  checksToken?: A extends "optional" ? true : never;
  /**
   * A body limit of this route's own, in bytes, instead of the app's `bodyLimit` (an upload of files); a larger body
   * is answered 413 with `tooLarge` as its detail.
   */
  bodyLimit?: { bytes: number; tooLarge: string };
  /** One line for the API document, and the group it is listed under. */
  summary: string;
  tag: string;
  handler: (input: RouteInput<A, P, Q, B>) => Promise<Result<R>>;
}

/** Who the caller is, as the route's `auth` asks: a 401 or 403 when they may not call it. */
async function caller(
  context: AppContext,
  request: FastifyRequest,
  auth: Exclude<Auth, "none">,
): Promise<UserRow | null> {
  if (auth === "optional") return optionalUser(context.db, request, context.recheck);
  const user = await requireUser(context.db, request, context.recheck);
  if (auth === "organiser" && !(await isOrganiser(context, user))) throw detail(403, MESSAGES.forbidden);
  return user;
}

const checksResponses = () => process.env.NODE_ENV !== "production";

/** The caller of each request, found by the route's `onRequest` hook before the body is read. */
const callers = new WeakMap<FastifyRequest, UserRow | null>();

/**
 * Declares a route of the API from the contract's schemas: the caller is authenticated as the request arrives, before
 * a byte of its body is read (a caller the route refuses gets its 401 or 403 while still sending, and http/hooks.ts
 * closes the connection instead of reading the rest); params, query and body are parsed before the handler sees them, and outside production every success body is checked against its schema (a
 * mismatch is a logged 500, so tests catch a drift from the contract). The route is recorded for the API document.
 */
export function route<
  A extends Auth,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Responses = Responses,
>(app: FastifyInstance, context: AppContext, spec: RouteSpec<A, P, Q, B, R>): void {
  const statuses = Object.keys(spec.response).map(Number);
  if (statuses.length === 0) throw new Error(`${spec.method} ${spec.url}: no response declared`);
  const defaultStatus = statuses[0];
  if (spec.checksToken && (spec.params || spec.query || spec.body || spec.guard)) {
    throw new Error(`${spec.method} ${spec.url}: checksToken is for routes with nothing to parse or guard`);
  }
  recordRoute({ ...spec, path: app.prefix + spec.url });

  const { auth } = spec;
  app.route({
    method: spec.method,
    url: spec.url,
    ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit.bytes, config: { tooLarge: spec.bodyLimit.tooLarge } } : {}),
    ...(auth === "none" || spec.checksToken
      ? {}
      : {
          onRequest: async (request: FastifyRequest) => {
            callers.set(request, await caller(context, request, auth));
          },
        }),
    handler: async (request, reply) => {
      const token = spec.checksToken ? requestToken(request) : null;
      const user = (callers.get(request) ?? null) as UserFor<A>;
      let params: unknown;
      if (spec.params) {
        const result = z.safeParse(spec.params, request.params);
        if (!result.success) throw detail(404, MESSAGES.notFound);
        params = result.data;
      }
      await spec.guard?.({ user, params: params as Parsed<P>, request });
      let query: unknown;
      if (spec.query) query = parseBody(spec.query, request.query ?? {});
      const body: unknown = spec.body ? parseBody(spec.body, request.body) : undefined;
      const result = await spec.handler({
        user,
        token,
        params: params as Parsed<P>,
        query: query as Parsed<Q>,
        body: body as Parsed<B>,
        request,
        reply,
      });
      const [status, payload] = result instanceof Answer ? [result.status, result.body] : [defaultStatus, result];
      const schema = spec.response[status];
      if (checksResponses()) {
        const problem =
          schema === undefined
            ? `status ${status} is not declared`
            : schema === null
              ? payload === undefined
                ? null
                : "a body where none is declared"
              : (() => {
                  const checked = z.safeParse(schema, payload);
                  return checked.success ? null : z.prettifyError(checked.error);
                })();
        if (problem !== null) {
          request.log.error(
            { route: `${spec.method} ${app.prefix}${spec.url}`, status },
            `response does not match the contract: ${problem}`,
          );
          return reply.code(500).send({ detail: "A server error occurred." });
        }
      }
      reply.code(status);
      return schema === null ? reply.send() : payload;
    },
  });
}
