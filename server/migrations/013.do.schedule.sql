-- event schedule and calendar feeds
-- Issue 26: the schedule. Times stay null until an organiser sets them; registration closes by itself at
-- registration_closes_at; schedule_sequence is the calendars' SEQUENCE, raised with each change of times;
-- calendar_token names a user's private calendar feed (122 random bits, given to every user by the column's default).
ALTER TABLE events ADD COLUMN starts_at timestamptz, ADD COLUMN ends_at timestamptz,
  ADD COLUMN registration_closes_at timestamptz, ADD COLUMN schedule_sequence integer NOT NULL DEFAULT 0,
  ADD CONSTRAINT events_schedule_order CHECK (starts_at IS NULL OR ends_at IS NULL OR ends_at > starts_at);
ALTER TABLE users ADD COLUMN calendar_token text
  DEFAULT replace(gen_random_uuid()::text, '-', '') CONSTRAINT users_calendar_token UNIQUE;
