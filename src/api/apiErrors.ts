import type { SerializedError } from "@reduxjs/toolkit";
import type { ApiError } from "./baseQuery";

type QueryError = ApiError | SerializedError | undefined;

const isApiError = (error: QueryError): error is ApiError =>
  !!error && typeof (error as ApiError).status === "string" && "fields" in error;

/** docs/API.md: team calls need a complete profile and a verified e-mail, else 403. */
export const isProfileGate = (error: QueryError) => isApiError(error) && error.httpStatus === 403;

/** No answer at all from the server (offline, DNS, refused connection): the base query has no HTTP status then. */
export const isNetworkFailure = (error: QueryError) => isApiError(error) && error.httpStatus === undefined;

export const apiErrorMessage = (error: QueryError): string | undefined =>
  isApiError(error) ? error.message : error?.message;

export const fieldErrorsOf = (error: QueryError): Record<string, string[]> => (isApiError(error) ? error.fields : {});
