-- participation certificates
CREATE TABLE certificates (
  id text PRIMARY KEY CHECK (length(id) >= 16),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  event_id integer NOT NULL REFERENCES events (id),
  issued_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT certificates_user_event UNIQUE (user_id, event_id)
);
