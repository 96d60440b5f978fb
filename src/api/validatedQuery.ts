import type { BaseQueryFn } from "@reduxjs/toolkit/query/react";
import * as z from "zod/mini";
import { apiWordsIn } from "./apiWords";
import { type ApiError, type ApiRequest, languageOf } from "./baseQuery";
import { ResultStatus } from "./resultStatus";

type Base = BaseQueryFn<ApiRequest | string, unknown, ApiError>;

/**
 * The answer as `schema` declares it, or the failure saying where it is not in that shape (in the language of the
 * store's `state`), so the page says so instead of crashing on a missing field.
 */
export async function checkedAnswer<Schema extends z.ZodMiniType>(
  schema: Schema,
  answer: unknown,
  state: unknown,
): Promise<{ data: z.infer<Schema> } | { error: ApiError }> {
  const parsed = z.safeParse(schema, answer);
  if (parsed.success) return { data: parsed.data as z.infer<Schema> };
  const first = parsed.error.issues[0];
  const issue = first ? `${first.path.join(".") || "answer"}: ${first.message}` : "unknown";
  const message = await apiWordsIn(languageOf(state), { key: "api.malformed", values: { issue } });
  return { error: { status: ResultStatus.unknown, message, fields: {} } };
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
    return checkedAnswer(schema, result.data, queryApi.getState());
  };
}
