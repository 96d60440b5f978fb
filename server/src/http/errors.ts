import type { FieldErrors } from "../../../contract/errors";

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
