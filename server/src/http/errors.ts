import type { FieldErrors } from "../../../contract/errors";
import {
  ConflictError,
  type DomainError,
  ForbiddenError,
  InvalidInputError,
  InvalidRequestError,
  NotFoundError,
  RefusedError,
  UnauthenticatedError,
} from "../services/errors";

export { MESSAGES } from "../../../contract/messages";
export type { FieldErrors } from "../../../contract/errors";

/** An error the API answers with a chosen status and Django-REST-style body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === "object" && body && "detail" in body ? String(body.detail) : `HTTP ${statusCode}`);
  }
}

export const detail = (statusCode: number, message: string) => new HttpError(statusCode, { detail: message });
export const fieldError = (field: string, message: string) => new HttpError(400, { [field]: [message] });
export const fieldErrors = (errors: FieldErrors) => new HttpError(400, errors);

/**
 * The HTTP answer to a service's domain error (server/src/services/errors.ts), the same status and body the API has
 * always given: null for a kind this edge does not know, which the error handler answers as a server error.
 */
export function httpErrorOf(error: DomainError): HttpError | null {
  if (error instanceof InvalidInputError) return fieldErrors(error.errors);
  if (error instanceof InvalidRequestError) return new HttpError(400, [error.message]);
  if (error instanceof UnauthenticatedError) return detail(401, error.message);
  if (error instanceof NotFoundError) return detail(404, error.message);
  if (error instanceof ForbiddenError) return detail(403, error.message);
  if (error instanceof RefusedError) return detail(400, error.message);
  if (error instanceof ConflictError) return new HttpError(409, { detail: error.message, current: error.current });
  return null;
}
