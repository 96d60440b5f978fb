-- announcements, mail queue, reminders and preferences
-- Issue 26: announcements and mail. mail_outbox is the queue (docs/mail.md): a row per message, written in the
-- transaction of the change that causes it, claimed by workers with FOR UPDATE SKIP LOCKED and a short lease,
-- retried with capped backoff; message_id is its stable Message-ID. reminder_marks keeps each reminder to once per
-- event, kind and user. The users' notify_* columns are the optional categories; mail_settings holds the secret of
-- the unsubscribe links (made here, at random).
CREATE TABLE announcements (
  id serial PRIMARY KEY,
  title text NOT NULL,
  body text NOT NULL,
  event_id integer REFERENCES events (id),
  only_incomplete_teams boolean NOT NULL DEFAULT false,
  channels text[] NOT NULL DEFAULT '{}',
  recipients integer NOT NULL DEFAULT 0,
  author_id integer REFERENCES users (id) ON DELETE SET NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  corrected_at timestamptz,
  withdrawn_at timestamptz
);
CREATE INDEX announcements_published ON announcements (published_at DESC, id DESC);
CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  message_id text NOT NULL DEFAULT replace(gen_random_uuid()::text, '-', '') CONSTRAINT mail_outbox_message_id UNIQUE,
  channel text NOT NULL DEFAULT 'email' CHECK (channel IN ('email', 'webhook')),
  kind text NOT NULL,
  recipient text NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  announcement_id integer REFERENCES announcements (id) ON DELETE CASCADE,
  data jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at, id) WHERE status = 'queued';
CREATE INDEX mail_outbox_announcement ON mail_outbox (announcement_id, status);
CREATE TABLE reminder_marks (
  event_id integer NOT NULL REFERENCES events (id),
  kind text NOT NULL,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  marked_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT reminder_marks_once PRIMARY KEY (event_id, kind, user_id)
);
ALTER TABLE users ADD COLUMN notify_announcements boolean NOT NULL DEFAULT true,
  ADD COLUMN notify_reminders boolean NOT NULL DEFAULT true, ADD COLUMN notify_team boolean NOT NULL DEFAULT true;
CREATE TABLE mail_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  unsubscribe_secret text NOT NULL
);
INSERT INTO mail_settings (unsubscribe_secret)
  VALUES (replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));
