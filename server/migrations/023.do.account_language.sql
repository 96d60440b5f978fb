-- the language a participant chose in the app, so mail and the pages the server writes follow it (issue 42)
-- Null until they choose while signed in: mail then goes in English, as before. A language code of the server's
-- (server/src/i18n/languages.ts); one the server no longer has reads as English.
ALTER TABLE users ADD COLUMN language text CHECK (language ~ '^[a-z]{2,3}$');
-- organisers' versions of an announcement in other languages than English: {"hi": {"title": ..., "body": ...}}
-- ({} when there are none); a reader whose language has no version reads the English title and body.
ALTER TABLE announcements ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
