import type { SerializedError } from "@reduxjs/toolkit";
import type { ApiError } from "./baseQuery";

type QueryError = ApiError | SerializedError | undefined;

const isApiError = (error: QueryError): error is ApiError =>
  !!error && typeof (error as ApiError).status === "string" && "fields" in error;

/** docs/API.md: team calls need a complete profile and a verified e-mail, else 403. */
export const isProfileGate = (error: QueryError) => isApiError(error) && error.httpStatus === 403;

/** No answer at all from the server (offline, DNS, refused connection): the base query has no HTTP status then. */
export const isNetworkFailure = (error: QueryError) => isApiError(error) && error.httpStatus === undefined;

/** A 404 for a whole list: the server has no such feature (the original 2020 backend), so the app hides it. */
export const isNotFound = (error: QueryError) => isApiError(error) && error.httpStatus === 404;

export const apiErrorMessage = (error: QueryError): string | undefined =>
  isApiError(error) ? error.message : error?.message;

/** The server's refusal of this request (a 4xx other than the profile gate); undefined for failures of the server. */
export const refusalMessage = (error: QueryError): string | undefined =>
  isApiError(error) &&
  error.httpStatus !== undefined &&
  error.httpStatus >= 400 &&
  error.httpStatus < 500 &&
  error.httpStatus !== 403
    ? error.message
    : undefined;

export const fieldErrorsOf = (error: QueryError): Record<string, string[]> => (isApiError(error) ? error.fields : {});
