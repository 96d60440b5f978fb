// SQL fragments of the schedule (issue 26), shared by the repositories that read events.

/**
 * Whether an event (alias `e`) takes registrations now: the rule of `registrationOpenAt` (contract/rules.ts) in SQL,
 * the organisers' switch on and its scheduled close, if any, not come. `now()` is read by the database, so every API
 * process agrees to the second without a timer (test/server/registrationOpen.test.ts holds the two together).
 */
export const registrationOpenSql = (alias: string) =>
  `(${alias}.is_registration_on AND ${alias}.hidden_at IS NULL AND (${alias}.registration_closes_at IS NULL OR now() < ${alias}.registration_closes_at))`;

/** A timestamptz column as the API writes times: ISO 8601 in UTC with a Z, to the second. */
export const isoUtcSql = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
