import { randomBytes } from "node:crypto";

/** The festival edition every certificate names. */
export const EDITION = "Codefest '20";

/** 16 random bytes as base64url: 22 URL-safe characters, 128 bits, so ids cannot be guessed or enumerated. */
export function newCertificateId(): string {
  return randomBytes(16).toString("base64url");
}

/** What an id may look like; anything else is answered with 404 without touching the database. */
export const CERTIFICATE_ID = /^[A-Za-z0-9_-]{16,64}$/;

export const isoTime = (value: Date | string) => new Date(value).toISOString();
