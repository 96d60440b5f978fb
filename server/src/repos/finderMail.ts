import type { Queryable } from "../db/types";
import { receivesSql } from "./outbox";

/**
 * The teammate finder's mail (category `finder`), queued in the transaction of the change (the services call these
 * only while e-mail is on). Only names go in (the event's, the team's, the people's): never a note, a message, an
 * e-mail address or an access code.
 */

const displayName = (alias: string) => `coalesce(nullif(trim(${alias}.name), ''), 'A participant')`;

/** To the listing's owner: a request arrived. */
export async function queueRequestReceived(tx: Queryable, requestId: number): Promise<void> {
  await tx.query(
    `INSERT INTO mail_outbox (kind, recipient, user_id, data)
     SELECT 'finder.request', u.email, u.id,
       jsonb_build_object('event', e.name, 'slug', e.slug, 'sender', ${displayName("s")})
     FROM finder_requests r JOIN finder_listings l ON l.id = r.listing_id JOIN events e ON e.id = r.event_id
       JOIN users u ON u.id = l.user_id JOIN users s ON s.id = r.sender_id
     WHERE r.id = $1 AND ${receivesSql("finder")}`,
    [requestId],
  );
}

/** To both sides of an accepted request: they are now a team (each mail names the other). */
export async function queueTeamFormed(tx: Queryable, requestId: number, teamId: number): Promise<void> {
  await tx.query(
    `INSERT INTO mail_outbox (kind, recipient, user_id, data)
     SELECT 'finder.accepted', u.email, u.id,
       jsonb_build_object('event', e.name, 'slug', e.slug, 'team', t.name, 'partner', ${displayName("p")})
     FROM finder_requests r JOIN finder_listings l ON l.id = r.listing_id JOIN events e ON e.id = r.event_id
       JOIN teams t ON t.id = $2
       CROSS JOIN LATERAL (VALUES (l.user_id, r.sender_id), (r.sender_id, l.user_id)) AS pair (me, other)
       JOIN users u ON u.id = pair.me JOIN users p ON p.id = pair.other
     WHERE r.id = $1 AND ${receivesSql("finder")}`,
    [requestId, teamId],
  );
}
