import type { FieldErrors } from "../../../contract/errors";
import { MESSAGES } from "../../../contract/messages";

/**
 * What a service refuses, in the festival's words and without HTTP: the route edge (`httpErrorOf` in
 * server/src/http/errors.ts, called by the error handler in server/src/http/hooks.ts) turns each kind into its status
 * and Django-REST body. The message is what the caller reads.
 */
export abstract class DomainError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** Nothing by that id that the caller may see: 404 `{"detail": message}`. */
export class NotFoundError extends DomainError {
  constructor(message: string = MESSAGES.notFound) {
    super(message);
  }
}

/** Values that break their fields' rules: 400 with the field errors (object-level ones under `non_field_errors`). */
export class InvalidInputError extends DomainError {
  constructor(readonly errors: FieldErrors) {
    super(Object.values(errors).flat().join(" "));
  }

  /** One message for one field. */
  static field(field: string, message: string): InvalidInputError {
    return new InvalidInputError({ [field]: [message] });
  }
}

/** The request as a whole is not valid (Django REST's bare ValidationError, e.g. "User already exists"): 400 `["message"]`. */
export class InvalidRequestError extends DomainError {}

/** A rule refuses the action as a whole (e.g. "Maximum Size of Team Reached"): 400 `{"detail": message}`. */
export class RefusedError extends DomainError {}

/** The caller may not do this (not the team's creator, profile incomplete): 403 `{"detail": message}`. */
export class ForbiddenError extends DomainError {}

/**
 * The change was based on something that changed meanwhile (an organiser's edit of a version another organiser has
 * replaced since): 409 `{"detail": message, "current": current}`, `current` being what is there now.
 */
export class ConflictError extends DomainError {
  constructor(
    message: string,
    readonly current: unknown,
  ) {
    super(message);
  }
}

/** No caller, or a token that is not (or no longer) a session: 401 `{"detail": message}`. */
export class UnauthenticatedError extends DomainError {}

/**
 * Marks a refusal that counts toward a failure limit (a wrong access code, a sign-in with no account) and returns it:
 * the route edge's throttle hands one to the service that decides what failed (server/src/http/throttle.ts).
 */
export type MarkFailure = <E extends Error>(error: E) => E;
