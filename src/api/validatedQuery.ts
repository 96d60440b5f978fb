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
    const parsed = z.safeParse(schema, result.data);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const where = first ? `${first.path.join(".") || "answer"}: ${first.message}` : "unknown";
      return { error: malformedAnswer(where) };
    }
    return { data: parsed.data as z.infer<Schema> };
  };
}
