/** The outcome of an API call, as docs/SPEC.md section 4 names them. */
export const ResultStatus = {
  none: "none",
  success: "success",
  badRequest: "error.bad_request",
  notFound: "error.not_found",
  unauthenticated: "error.unauthenticated",
  unauthorized: "error.unauthorized",
  unknown: "error.unknown",
} as const;

export type ResultStatus = (typeof ResultStatus)[keyof typeof ResultStatus];

export function statusFromHttp(httpStatus: number): ResultStatus {
  if (httpStatus >= 200 && httpStatus < 400) return ResultStatus.success;
  switch (httpStatus) {
    case 400:
      return ResultStatus.badRequest;
    case 401:
      return ResultStatus.unauthenticated;
    case 403:
      return ResultStatus.unauthorized;
    case 404:
      return ResultStatus.notFound;
    default:
      return ResultStatus.unknown;
  }
}

export type ErrorStatus = Exclude<ResultStatus, "success" | "none">;
