import * as z from "zod/mini";

/**
 * A date and time as the API writes it: ISO 8601 in UTC. A module of its own (contract/fields.ts re-exports it), so an
 * answer's schema with times and no input rules, such as the console overview's, brings neither the rules nor their
 * messages.
 */
export const timestamp = () => z.string();
