import type { BaseQueryFn, TypedUseQuerySubscriptionOptions } from "@reduxjs/toolkit/query/react";
import type * as z from "zod/mini";
import type { ApiError, ApiRequest } from "./baseQuery";
import { checkedAnswer } from "./validatedQuery";

type Base = BaseQueryFn<ApiRequest | string, unknown, ApiError>;

/**
 * A server's answer that it offers no such read (docs/API.md, "Optional features and the original backend"): it has
 * no such endpoint (404, "absent"), or it gives it only to signed-in users and the call carried no token (401,
 * "sign-in"). An answer like any other, kept in RTK Query's cache: nothing asks again until the session changes.
 */
export interface Withheld {
  withheld: "absent" | "sign-in";
}

export const isWithheld = (value: unknown): value is Withheld =>
  !!value && typeof value === "object" && "withheld" in value;

const hasToken = (state: unknown) => Boolean((state as { auth?: { token?: string } }).auth?.token);

const asRequest = (request: ApiRequest | string): ApiRequest =>
  typeof request === "string" ? { url: request } : request;

/**
 * A `queryFn` for a read the app can live without. A 404, or a 401 to a call made without a token, is the server's
 * answer, not a failure: the read is fulfilled with `Withheld`, so RTK Query does not ask again for it when another
 * component subscribes or a page mounts (it asks again only for a failed read), no toast follows, and the feature is
 * hidden. Every other failure (5xx, no answer, a 429) stays a failure.
 *
 * A 401 to a call with a token ends the session for a read every server has (`events/`); with `newEndpoint` (a
 * feature's own endpoint, which another server may refuse) it is `Withheld` too and the session goes on. With a
 * `schema`, an answer not in its shape is a failure saying so (as `validatedQuery`'s).
 */
export function optionalRead<Result, Arg>(
  request: (arg: Arg) => ApiRequest | string,
  { newEndpoint = false, schema }: { newEndpoint?: boolean; schema?: z.ZodMiniType<Result> } = {},
) {
  return async (arg: Arg, queryApi: Parameters<Base>[1], extra: Parameters<Base>[2], baseQuery: Base) => {
    const sentToken = hasToken(queryApi.getState());
    const call = newEndpoint ? { ...asRequest(request(arg)), keepsSession: true } : request(arg);
    const result = await baseQuery(call, queryApi, extra);
    if (!result.error)
      return schema ? checkedAnswer(schema, result.data, queryApi.getState()) : { data: result.data as Result };
    const status = result.error.httpStatus;
    if (status === 404) return { data: { withheld: "absent" } satisfies Withheld };
    if (status === 401 && !sentToken) return { data: { withheld: "sign-in" } satisfies Withheld };
    if (status === 401 && newEndpoint) return { data: { withheld: "absent" } satisfies Withheld };
    return { error: result.error };
  };
}

/** What a reader of an optional read may ask of its subscription (skip, refetches), as RTK Query's hooks take it. */
export type ReadOptions = TypedUseQuerySubscriptionOptions;

/**
 * A reader's subscription options once it knows the read's cached `answer`: after `Withheld`, no asking again when
 * the network returns nor when the tab regains focus (RTK Query asks again on reconnect whenever one subscriber lets
 * it, so every reader of an optional read passes its options through this); after a real answer, the options as given.
 */
export function refetchUnlessWithheld(answer: unknown, options: ReadOptions): ReadOptions {
  return isWithheld(answer) ? { ...options, refetchOnReconnect: false, refetchOnFocus: false } : options;
}
