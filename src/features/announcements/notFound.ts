/** A 404 for a whole list: the server has no such feature (the original 2020 backend), so the app hides it. */
export function isNotFound(error: unknown): boolean {
  return typeof error === "object" && error !== null && "httpStatus" in error && error.httpStatus === 404;
}
