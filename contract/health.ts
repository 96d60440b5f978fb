import * as z from "zod/mini";

/** `health/live/`: the process answers (no database involved). */
export const livenessSchema = z.object({ status: z.literal("alive") });

/** `health/ready/`: the process answers and its database answered a query (else a 503 with a detail). */
export const readinessSchema = z.object({ status: z.literal("ready"), database: z.literal("ok") });
