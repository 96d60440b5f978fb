import type { Queryable } from "../db/types";
import { receivesSql } from "./outbox";
import { isoUtcSql, registrationOpenSql } from "./schedule";

/** The two reminders (services/reminders.ts says when each is due). */
export type ReminderKind = "starts" | "closes";

/** Who is due a reminder of each kind now, with the mail's data: one row per event and team member. */
const DUE: Record<ReminderKind, string> = {
  starts: `SELECT e.id AS event_id, m.user_id, jsonb_build_object('event', e.name, 'slug', e.slug,
            'starts_at', ${isoUtcSql("e.starts_at")}, 'team', t.name) AS data
          FROM events e JOIN teams t ON t.event_id = e.id JOIN team_members m ON m.team_id = t.id
          WHERE e.starts_at > now() AND e.starts_at <= now() + interval '24 hours'`,
  closes: `SELECT e.id AS event_id, m.user_id, jsonb_build_object('event', e.name, 'slug', e.slug,
            'closes_at', ${isoUtcSql("e.registration_closes_at")}, 'team', t.name) AS data
          FROM events e JOIN teams t ON t.event_id = e.id JOIN team_members m ON m.team_id = t.id
          WHERE e.registration_closes_at <= now() + interval '24 hours' AND ${registrationOpenSql("e")}
            AND (SELECT count(*) FROM team_members c WHERE c.team_id = t.id) < e.max_members`,
};

/**
 * Marks who is due a reminder of `kind` in reminder_marks (one row per event, kind and user: the primary key keeps each
 * reminder to once, whichever API process runs it, however often) and queues mail to those marked now, in one
 * statement; returns how many mails were queued.
 */
export async function queueDueReminders(db: Queryable, kind: ReminderKind): Promise<number> {
  const { rowCount } = await db.query(
    `WITH due AS (${DUE[kind]}),
     marked AS (
       INSERT INTO reminder_marks (event_id, kind, user_id) SELECT event_id, '${kind}', user_id FROM due
       ON CONFLICT DO NOTHING RETURNING event_id, user_id)
     INSERT INTO mail_outbox (kind, recipient, user_id, data)
     SELECT 'reminder.${kind}', u.email, u.id, d.data
     FROM marked k JOIN due d ON d.event_id = k.event_id AND d.user_id = k.user_id JOIN users u ON u.id = k.user_id
     WHERE ${receivesSql("reminders")}`,
  );
  return rowCount;
}
