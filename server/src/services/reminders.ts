import type { Queryable } from "../db/types";
import { receivesSql } from "../repos/outbox";
import { isoUtcSql, registrationOpenSql } from "../repos/schedule";

/**
 * The two reminders, each due from 24 hours before its moment until the moment itself: "starts in 24 hours" (to the
 * members of the event's teams) and "registration closes in 24 hours" (to the members of teams that still have a
 * free place: fewer members than the event allows, so a teammate can still join; never in individual events). One
 * statement per kind marks who is due in reminder_marks (one row per event, kind and user: the primary key keeps
 * each reminder to once, whichever API process runs it, however often) and queues mail to those marked now. A reminder whose start of window passed while every process was down still goes, late, as long as
 * its moment has not come; once it has, it never goes.
 */
const REMINDERS = [
  {
    kind: "starts",
    due: `SELECT e.id AS event_id, m.user_id, jsonb_build_object('event', e.name, 'slug', e.slug,
            'starts_at', ${isoUtcSql("e.starts_at")}, 'team', t.name) AS data
          FROM events e JOIN teams t ON t.event_id = e.id JOIN team_members m ON m.team_id = t.id
          WHERE e.starts_at > now() AND e.starts_at <= now() + interval '24 hours'`,
  },
  {
    kind: "closes",
    due: `SELECT e.id AS event_id, m.user_id, jsonb_build_object('event', e.name, 'slug', e.slug,
            'closes_at', ${isoUtcSql("e.registration_closes_at")}, 'team', t.name) AS data
          FROM events e JOIN teams t ON t.event_id = e.id JOIN team_members m ON m.team_id = t.id
          WHERE e.registration_closes_at <= now() + interval '24 hours' AND ${registrationOpenSql("e")}
            AND (SELECT count(*) FROM team_members c WHERE c.team_id = t.id) < e.max_members`,
  },
] as const;

/** Queues the reminders that are due and not yet sent; returns how many mails were queued. */
export async function queueReminders(db: Queryable): Promise<number> {
  let queued = 0;
  for (const reminder of REMINDERS) {
    const { rowCount } = await db.query(
      `WITH due AS (${reminder.due}),
       marked AS (
         INSERT INTO reminder_marks (event_id, kind, user_id) SELECT event_id, '${reminder.kind}', user_id FROM due
         ON CONFLICT DO NOTHING RETURNING event_id, user_id)
       INSERT INTO mail_outbox (kind, recipient, user_id, data)
       SELECT 'reminder.${reminder.kind}', u.email, u.id, d.data
       FROM marked k JOIN due d ON d.event_id = k.event_id AND d.user_id = k.user_id JOIN users u ON u.id = k.user_id
       WHERE ${receivesSql("reminders")}`,
    );
    queued += rowCount;
  }
  return queued;
}
