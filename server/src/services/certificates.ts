/** What an id may look like; anything else is answered with 404 without touching the database. */
export const CERTIFICATE_ID = /^[A-Za-z0-9_-]{16,64}$/;

export const isoTime = (value: Date | string) => new Date(value).toISOString();
