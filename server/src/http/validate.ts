import { z } from "zod";
import { MESSAGES as CONTRACT_MESSAGES } from "../../../contract/messages";
import { fieldErrors, MESSAGES, type FieldErrors } from "./errors";

const INVALID_INTEGER = "A valid integer is required.";

/** A string field; `blank` allows "", `nullable` allows null. Leading and trailing spaces are dropped. */
export function text(max: number, { blank = false }: { blank?: boolean } = {}) {
  const base = z
    .string({ error: "Not a valid string." })
    // PostgreSQL text cannot hold NUL: refused here as a field error, not a database error.
    .refine((value) => !value.includes("\u0000"), { message: CONTRACT_MESSAGES.nulCharacter, abort: true })
    .trim()
    .max(max, `Ensure this field has no more than ${max} characters.`);
  return blank ? base : base.min(1, "This field may not be blank.");
}

/** An integer field in [min, max]. */
export function integer(min: number, max: number) {
  return z
    .number({ error: INVALID_INTEGER })
    .int(INVALID_INTEGER)
    .min(min, `Ensure this value is greater than or equal to ${min}.`)
    .max(max, `Ensure this value is less than or equal to ${max}.`);
}

function typeName(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "list";
  return typeof value;
}

function toFieldErrors(issues: z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  const fieldOf = (issue: z.core.$ZodIssue) => (issue.path.length > 0 ? String(issue.path[0]) : "non_field_errors");
  // A value of the wrong type gets only that message, not also the checks meant for the right type.
  const wrongType = new Set(issues.filter((issue) => issue.code === "invalid_type").map(fieldOf));
  for (const issue of issues) {
    const field = fieldOf(issue);
    if (wrongType.has(field) && issue.code !== "invalid_type") continue;
    let message = issue.message;
    if (issue.code === "invalid_type" && issue.input === undefined) message = MESSAGES.required;
    else if (issue.code === "invalid_type" && issue.input === null) message = "This field may not be null.";
    (errors[field] ??= []).push(message);
  }
  return errors;
}

/**
 * Validates a JSON body against `schema`: the parsed value, or a 400 with Django-style field errors. A missing body
 * counts as an empty object; any other non-object is an object-level error.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const value = body === undefined ? {} : body;
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw fieldErrors({ non_field_errors: [`Invalid data. Expected a dictionary, but got ${typeName(value)}.`] });
  }
  const result = schema.safeParse(value, { reportInput: true });
  if (!result.success) throw fieldErrors(toFieldErrors(result.error.issues));
  return result.data;
}

/** A path id: a positive 32-bit integer, or null (the caller answers 404). */
export function parseId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
