-- organisers, audit log, results, certificates at publication
-- Organisers' console (issue 14) and results with certificates issued at publication (issue 15).
CREATE TABLE organisers (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  granted_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id integer NOT NULL,
  actor_email text NOT NULL,
  action text NOT NULL,
  target text NOT NULL,
  details jsonb NOT NULL DEFAULT '{}'
);
CREATE RULE audit_log_no_update AS ON UPDATE TO audit_log DO INSTEAD NOTHING;
CREATE RULE audit_log_no_delete AS ON DELETE TO audit_log DO INSTEAD NOTHING;
ALTER TABLE campus_ambassadors ADD COLUMN comment text NOT NULL DEFAULT '';
CREATE INDEX users_created_at ON users (created_at);
CREATE INDEX teams_created_at ON teams (created_at);
CREATE TABLE event_results (
  event_id integer PRIMARY KEY REFERENCES events (id),
  published_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE result_entries (
  event_id integer NOT NULL REFERENCES event_results (event_id) ON DELETE CASCADE,
  team_id integer NOT NULL,
  rank integer CHECK (rank >= 1),
  PRIMARY KEY (event_id, team_id),
  FOREIGN KEY (team_id, event_id) REFERENCES teams (id, event_id) ON DELETE CASCADE
);
ALTER TABLE certificates ADD COLUMN kind text NOT NULL DEFAULT 'participation' CHECK (kind IN ('participation', 'merit'));
ALTER TABLE certificates ADD COLUMN rank integer;
ALTER TABLE certificates ADD COLUMN holder_name text NOT NULL DEFAULT '';
ALTER TABLE certificates ADD COLUMN revoked_at timestamptz;
ALTER TABLE certificates ADD COLUMN revoked_reason text;
ALTER TABLE certificates ADD COLUMN from_results boolean NOT NULL DEFAULT true;
UPDATE certificates c SET holder_name = coalesce(nullif(trim(u.name), ''), 'Participant'), from_results = false,
  revoked_at = now(), revoked_reason = 'issued before results'
  FROM users u WHERE u.id = c.user_id;
ALTER TABLE certificates DROP CONSTRAINT certificates_user_event;
CREATE UNIQUE INDEX certificates_user_event_kind ON certificates (user_id, event_id, kind) WHERE from_results;
CREATE INDEX certificates_event ON certificates (event_id);
