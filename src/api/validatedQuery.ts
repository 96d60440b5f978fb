import type { BaseQueryFn } from "@reduxjs/toolkit/query/react";
import type * as z from "zod/mini";
import { type ApiWords, apiWordsIn } from "./apiWords";
import { type ApiError, type ApiRequest, languageOf } from "./baseQuery";
import { ResultStatus } from "./resultStatus";

type Base = BaseQueryFn<ApiRequest | string, unknown, ApiError>;

/** A call failed before its answer reached the page, in the app's words and the language of the store's `state`. */
async function failure(state: unknown, words: ApiWords): Promise<{ error: ApiError }> {
  const message = await apiWordsIn(languageOf(state), words);
  return { error: { status: ResultStatus.unknown, message, fields: {} } };
}

/**
 * The answer as `schema` declares it, or the failure saying where it is not in that shape (in the language of the
 * store's `state`), so the page says so instead of crashing on a missing field.
 */
export async function checkedAnswer<Schema extends z.ZodMiniType>(
  schema: Schema,
  answer: unknown,
  state: unknown,
): Promise<{ data: z.infer<Schema> } | { error: ApiError }> {
  // Through the schema's own Standard Schema interface (zod's parser comes with the schema's code): this module, which
  // every page's request layer imports, carries no zod, and a page whose answers need no schema downloads none of it.
  const checked = await schema["~standard"].validate(answer);
  if (!checked.issues) return { data: checked.value as z.infer<Schema> };
  const first = checked.issues[0];
  const path = (first?.path ?? []).map((part) => String(typeof part === "object" ? part.key : part)).join(".");
  const issue = first ? `${path || "answer"}: ${first.message}` : "unknown";
  return failure(state, { key: "api.malformed", values: { issue } });
}

/**
 * The contract's schema, or a function importing it with the first answer to check: the module that declares the
 * endpoint (and every page importing it) then evaluates no zod schema at load.
 */
type SchemaSource<Schema extends z.ZodMiniType> = Schema | (() => Promise<Schema>);

/**
 * A `queryFn` that calls the API and checks the answer against the contract's schema, so what reaches the
 * page always has the declared shape. A schema whose code could not be downloaded (offline) fails the call like the
 * network would, in words.
 */
export function validatedQuery<Schema extends z.ZodMiniType, Arg>(
  schema: SchemaSource<Schema>,
  request: (arg: Arg) => ApiRequest | string,
) {
  return async (arg: Arg, queryApi: Parameters<Base>[1], extra: Parameters<Base>[2], baseQuery: Base) => {
    const result = await baseQuery(request(arg), queryApi, extra);
    if (result.error) return { error: result.error };
    let checkWith: Schema;
    try {
      checkWith = typeof schema === "function" ? await schema() : schema;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return failure(queryApi.getState(), { key: "api.unreachable", values: { reason } });
    }
    return checkedAnswer(checkWith, result.data, queryApi.getState());
  };
}
