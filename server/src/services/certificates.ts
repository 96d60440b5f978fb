import { randomBytes } from "node:crypto";
import type { Queryable } from "../db/types";
import { retryOnCodeCollision } from "./codes";

/** The festival edition every certificate names. */
export const EDITION = "Codefest '20";

/** 16 random bytes as base64url: 22 URL-safe characters, 128 bits, so ids cannot be guessed or enumerated. */
export function newCertificateId(): string {
  return randomBytes(16).toString("base64url");
}

/** What an id may look like; anything else is answered with 404 without touching the database. */
export const CERTIFICATE_ID = /^[A-Za-z0-9_-]{16,64}$/;

export interface CertificateRow {
  id: string;
  user_name: string;
  event_slug: string;
  event_name: string;
  issued_at: Date | string;
}

/**
 * Issues a certificate for every event in which the user is a member of an active team (one that has reached the
 * event's minimum size) and has none yet. Issued certificates stay: leaving a team later does not withdraw one.
 * The unique (user, event) constraint makes two concurrent listings issue one certificate, not two.
 */
export async function issueCertificates(db: Queryable, userId: number): Promise<void> {
  const { rows } = await db.query<{ event_id: number }>(
    `SELECT m.event_id FROM team_members m
     JOIN events e ON e.id = m.event_id
     WHERE m.user_id = $1
       AND (SELECT count(*) FROM team_members mates WHERE mates.team_id = m.team_id) >= e.min_members
       AND NOT EXISTS (SELECT 1 FROM certificates c WHERE c.user_id = m.user_id AND c.event_id = m.event_id)`,
    [userId],
  );
  for (const { event_id: eventId } of rows) {
    await retryOnCodeCollision("certificates_pkey", () =>
      db.query(
        `INSERT INTO certificates (id, user_id, event_id) VALUES ($1, $2, $3)
         ON CONFLICT ON CONSTRAINT certificates_user_event DO NOTHING`,
        [newCertificateId(), userId, eventId],
      ),
    );
  }
}

const SELECT = `SELECT c.id, u.name AS user_name, e.slug AS event_slug, e.name AS event_name, c.issued_at
  FROM certificates c JOIN users u ON u.id = c.user_id JOIN events e ON e.id = c.event_id`;

export async function certificatesOf(db: Queryable, userId: number): Promise<CertificateRow[]> {
  const { rows } = await db.query<CertificateRow & Record<string, unknown>>(
    `${SELECT} WHERE c.user_id = $1 ORDER BY e.id`,
    [userId],
  );
  return rows;
}

export async function findCertificate(db: Queryable, id: string): Promise<CertificateRow | null> {
  const { rows } = await db.query<CertificateRow & Record<string, unknown>>(`${SELECT} WHERE c.id = $1`, [id]);
  return rows[0] ?? null;
}

/** The participant's name as their profile holds it now, so a corrected spelling reaches the certificate. */
export const certificateName = (row: CertificateRow) => row.user_name.trim() || "Participant";
export const issuedAt = (row: CertificateRow) => new Date(row.issued_at).toISOString();
