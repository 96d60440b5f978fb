import * as z from "zod/mini";

/** `{"detail": "message"}`: 401, 403, 404, 429 and some 400s. */
export const detailErrorSchema = z.object({ detail: z.string() });

/** Field errors `{"field": ["message"]}`, object-level ones under `non_field_errors`. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));

/** Every error body the API writes, Django REST Framework's shapes (a bare list came from the original backend). */
export const errorBodySchema = z.union([detailErrorSchema, fieldErrorsSchema, z.array(z.string())]);

export type DetailError = z.infer<typeof detailErrorSchema>;
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
