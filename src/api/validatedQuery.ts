import type { BaseQueryFn } from "@reduxjs/toolkit/query/react";
import * as z from "zod/mini";
import type { ApiError, ApiRequest } from "./baseQuery";
import { ResultStatus } from "./resultStatus";

type Base = BaseQueryFn<ApiRequest | string, unknown, ApiError>;

/** The message a malformed answer shows: the page says so instead of crashing on a missing field. */
export const malformedAnswer = (issue: string): ApiError => ({
  status: ResultStatus.unknown,
  message: `The server's answer was not in the expected shape (${issue}). Try again later.`,
  fields: {},
});

/** The answer as `schema` declares it, or the failure saying where it is not in that shape. */
export function checkedAnswer<Schema extends z.ZodMiniType>(
  schema: Schema,
  answer: unknown,
): { data: z.infer<Schema> } | { error: ApiError } {
  const parsed = z.safeParse(schema, answer);
  if (parsed.success) return { data: parsed.data as z.infer<Schema> };
  const first = parsed.error.issues[0];
  return { error: malformedAnswer(first ? `${first.path.join(".") || "answer"}: ${first.message}` : "unknown") };
}

/**
 * A `queryFn` that calls the API and checks the answer against the contract's schema, so what reaches the
 * page always has the declared shape.
 */
export function validatedQuery<Schema extends z.ZodMiniType, Arg>(
  schema: Schema,
  request: (arg: Arg) => ApiRequest | string,
) {
  return async (arg: Arg, queryApi: Parameters<Base>[1], extra: Parameters<Base>[2], baseQuery: Base) => {
    const result = await baseQuery(request(arg), queryApi, extra);
    if (result.error) return { error: result.error };
    return checkedAnswer(schema, result.data);
  };
}
