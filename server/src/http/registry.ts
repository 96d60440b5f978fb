import type * as z from "zod/mini";

type Schema = z.core.$ZodType;

/** What the API document needs to know of a declared route. */
export interface RecordedRoute {
  method: string;
  /** The full path, Fastify style (`/api/teams/:teamId/`). */
  path: string;
  auth: string;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  response: Partial<Record<number, Schema | null>>;
  summary: string;
  tag: string;
}

// Keyed by method and path: building the app again (tests build one per file) declares the same routes again.
const routes = new Map<string, RecordedRoute>();

export function recordRoute(recorded: RecordedRoute): void {
  routes.set(`${recorded.method} ${recorded.path}`, recorded);
}

/** Every route declared so far, in declaration order. */
export function recordedRoutes(): RecordedRoute[] {
  return [...routes.values()];
}
