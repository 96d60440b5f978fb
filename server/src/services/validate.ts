import * as zm from "zod/mini";
import type { FieldErrors } from "../../../contract/errors";
import { MESSAGES } from "../../../contract/messages";
import { MAX_ID } from "../../../contract/rules";
import { InvalidInputError } from "./errors";

function typeName(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "list";
  return typeof value;
}

function toFieldErrors(issues: readonly zm.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  const fieldOf = (issue: zm.core.$ZodIssue) => (issue.path.length > 0 ? String(issue.path[0]) : "non_field_errors");
  // A value of the wrong type gets only that message, not also the checks meant for the right type.
  const wrongType = new Set(issues.filter((issue) => issue.code === "invalid_type").map(fieldOf));
  for (const issue of issues) {
    const field = fieldOf(issue);
    if (wrongType.has(field) && issue.code !== "invalid_type") continue;
    let message = issue.message;
    if (issue.code === "invalid_type" && issue.input === undefined) message = MESSAGES.required;
    else if (issue.code === "invalid_type" && issue.input === null) message = MESSAGES.notNull;
    (errors[field] ??= []).push(message);
  }
  return errors;
}

/**
 * Validates a JSON body against `schema` (zod or zod/mini): the parsed value, or an InvalidInputError (a 400 with
 * Django-style field errors at the route edge). A missing body counts as an empty object; any other non-object is an object-level error.
 */
export function parseBody<S extends zm.core.$ZodType>(schema: S, body: unknown): zm.output<S> {
  const value = body === undefined ? {} : body;
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new InvalidInputError({
      non_field_errors: [`Invalid data. Expected a dictionary, but got ${typeName(value)}.`],
    });
  }
  const result = zm.safeParse(schema, value, { reportInput: true });
  if (!result.success) throw new InvalidInputError(toFieldErrors(result.error.issues));
  return result.data;
}

/** A path id: a positive 32-bit integer, or null (the caller answers 404). */
export function parseId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}
